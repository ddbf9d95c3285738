// @vitest-environment node
// The repository explains itself. A comment, test or document may cite what the repository holds
// (a document by heading, a decision record, a file), never a numbered section of a document or a
// tracker entry that a person cloning it does not have, in any spelling: "spec 3", "issue 12",
// "§4.2", "PR #45", "#123" (a section of a published standard, "RFC 9110 §15.5.14", is public).
// What the code relies on is written in docs/product.md, and a citation of a document must name
// one of its headings, and of a decision record one that docs/decisions holds, so that renaming a
// heading or a record cannot leave citations pointing nowhere. (tests/house/doc-paths.test.ts
// holds the documents' paths and links to the tree.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const folders = ['src', 'machines', 'content', 'schemas', 'server', 'scripts', 'tests', 'docs']
const rootFiles = readdirSync(root).filter(
  (name) =>
    /^(README\.md|\.env\.example|index\.html|package\.json)$/.test(name) ||
    /\.config\.(ts|js|mjs)$/.test(name),
)
// Generated files; and this file, whose own examples are not references.
const skipped = new Set([
  join(root, 'src/paraglide'),
  join(root, 'src/routeTree.gen.ts'),
  __filename,
])
const text = /\.(ts|tsx|mts|js|mjs|cjs|json|css|md|sql|html|sh|yml|yaml)$/

function walk(path: string, into: string[] = []): string[] {
  if (skipped.has(path)) return into
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name.startsWith('.')) continue
      walk(join(path, name), into)
    }
  } else if (text.test(path)) into.push(path)
  return into
}

const files = [
  ...folders.flatMap((folder) => walk(join(root, folder))),
  ...rootFiles.map((name) => join(root, name)),
  join(root, '.ci/run'),
]

/** 'spec' or 'issue' (any case, maybe plural), then a number, maybe after '§', '#' or 'section'. */
const reference = /\b(spec|issue)s?\s?(§|#|section\s)?\d+/i

/**
 * The other spellings of a tracker entry or numbered section: '§4.2' (unless of an RFC), 'PR 45',
 * 'pull request #45', and '#123' standing alone as a word (not a colour in quotes or a style
 * sheet, and not an anchor: those follow a letter or a quote, never a space).
 */
const numbered = [
  /(?<!RFC \d+ )§\s?\d/,
  /\b(PR|pull request|merge request|MR)s?\s?#?\d+\b/i,
  /(?<!React)(^|[\s([])#\d+\b(?![\w-])/,
]

/** `docs/product.md, "Forms › School contact"` or `docs/forms.md ("Adding a form")`: a heading cited. */
const citation = /(docs\/[\w/-]+\.md|README\.md)`?(?:,| \()? ?"([^"]+)"/g

/** 'decision 004', 'decision record 4', 'ADR 4', 'decisions/004-…': a decision record cited. */
const decision = /\b(?:decision(?:s| record)?|ADR)\s?#?(\d+)\b|decisions\/(\d{3})-/gi

export function tracker(line: string, file: string): boolean {
  return (
    reference.test(line) ||
    numbered.slice(0, 2).some((pattern) => pattern.test(line)) ||
    (!file.endsWith('.css') && numbered[2]!.test(line))
  )
}

function headings(document: string): Set<string> {
  const text = readFileSync(join(root, document), 'utf8')
  return new Set([...text.matchAll(/^#{1,4} (.+)$/gm)].map((match) => match[1]!.trim()))
}

const records = new Set(
  readdirSync(join(root, 'docs/decisions')).map((name) => Number(name.slice(0, 3))),
)

describe('the repository is self-contained', () => {
  it('cites no numbered section of a document or tracker entry it does not hold', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => tracker(line, file))
        .map(({ line, index }) => `${relative(root, file)}:${index + 1}: ${line.trim()}`),
    )
    expect(found).toEqual([])
  })

  it('knows a tracker entry in any spelling from a colour, an anchor or an RFC', () => {
    for (const line of ['see spec 3', 'Issue #12', 'as §4.2 says', 'PR #45', 'fixed in #123'])
      expect(tracker(line, 'a.ts'), line).toBe(true)
    for (const line of [
      "color: '#000'",
      'RFC 9110 §15.5.14',
      '[x](forms.md#a-1)',
      'n#2',
      'React #418',
    ])
      expect(tracker(line, 'a.ts'), line).toBe(false)
    expect(tracker('  color: #123;', 'a.css')).toBe(false)
  })

  it('cites a document only by headings it has, and only decision records that exist', () => {
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(citation)].map((match) => ({
        file: relative(root, file),
        document: match[1]!,
        heading: match[2]!,
      })),
    )
    expect(cited.length).toBeGreaterThan(20)
    expect(
      cited.filter(
        ({ document, heading }) =>
          !existsSync(join(root, document)) || !headings(document).has(heading),
      ),
    ).toEqual([])

    const decisions = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(decision)].map((match) => ({
        file: relative(root, file),
        record: Number(match[1] ?? match[2]),
      })),
    )
    expect(decisions.length).toBeGreaterThan(10)
    expect(decisions.filter(({ record }) => !records.has(record))).toEqual([])
  })
})
