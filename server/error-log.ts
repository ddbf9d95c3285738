/**
 * What the service logs about an error it did not expect, without what a visitor sent. The
 * error object itself is never printed: a PostgreSQL error carries `detail` ('Failing row
 * contains (…, ada@example.org, …)', 'Key (email)=(…) already exists'), and messages quote
 * input ('invalid input syntax for type integer: "…"', JSON.parse's '"…" is not valid JSON').
 * So: the error's name and code, the table, column and constraint it names, its first message
 * line with quoted text and anything shaped like an e-mail address blanked, and the stack frames.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error} (not an Error; value not logged)`
  const fields = error as Error & Record<string, unknown>
  const code = typeof fields.code === 'string' ? ` [${fields.code}]` : ''
  const names = (['table', 'column', 'constraint'] as const)
    .filter((key) => typeof fields[key] === 'string')
    .map((key) => `${key} ${String(fields[key])}`)
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return [
    `${error.name}${code}: ${redact(error.message)}${names.length ? ` (${names.join(', ')})` : ''}`,
    ...frames.slice(0, 10),
  ].join('\n')
}

const redact = (message: string) =>
  (message.split('\n')[0] ?? '')
    .replace(/"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|`[^`]*`?/g, '"…"')
    .replace(/[^\s"'<>()[\],;:]+@[^\s"'<>()[\],;:]+/g, '…@…')
    .slice(0, 300)
