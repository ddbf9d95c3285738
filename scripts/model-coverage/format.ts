import { failing, percent, type MachineCoverage } from './coverage'
import type { TransitionInfo } from './transitions'

/** Columns padded to their widest cell; numbers aligned right. */
function table(header: string[], rows: string[][], rightAligned: number[] = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

const summaryRow = (m: MachineCoverage) => [
  m.key,
  m.visitor ? 'yes' : 'no',
  String(m.states.length),
  String(m.transitions.length),
  String(m.paths),
  `${m.covered}/${m.transitions.length}`,
  `${percent(m)}%`,
]
const summaryHeader = ['machine', 'visitor', 'states', 'transitions', 'paths', 'covered', '%']

const transitionRow = (t: TransitionInfo) => [t.source, t.event, t.guard || '-', t.target]
const transitionHeader = ['source state', 'event', 'guard', 'target']

const statesText = (m: MachineCoverage) => m.states.join(', ')

function verdict(coverage: readonly MachineCoverage[]) {
  const gaps = failing(coverage)
  if (gaps.length === 0) return 'Every visitor machine covers all of its transitions.'
  return `Visitor machines with uncovered transitions: ${gaps.map((m) => m.key).join(', ')}.`
}

export function formatTerminal(coverage: readonly MachineCoverage[]): string {
  const out = [
    'Model-based coverage: transitions the real actors took while the model paths replayed',
    '',
    table(summaryHeader, coverage.map(summaryRow), [2, 3, 4, 5, 6]),
    '',
    'States',
    table(
      ['machine', 'states'],
      coverage.map((m) => [m.key, statesText(m)]),
    ),
  ]
  const gaps = coverage.filter((m) => m.uncovered.length > 0)
  if (gaps.length) {
    out.push('', 'Transitions no path covers')
    for (const m of gaps) {
      out.push(
        '',
        `${m.key}${m.visitor ? ' (visitor: must be covered)' : ' (reported, not enforced)'}`,
        indent(table(transitionHeader, m.uncovered.map(transitionRow))),
      )
    }
  }
  out.push('', verdict(coverage))
  return out.join('\n')
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n')

const cell = (text: string) => text.replaceAll('|', '\\|')

function markdownTable(header: string[], rows: string[][]) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

const ownWords = new Set(['-', '(otherwise)', '(stays)', '(machine)'])

export function formatMarkdown(coverage: readonly MachineCoverage[]): string {
  const out = [
    '# Model-based coverage of the machines',
    '',
    'Written by `npm run test:model` (scripts/model-coverage): it replays every model-based path',
    'of tests/machines on real actors and records, through xstate’s inspection API, each',
    'transition they take. A transition is one alternative of one event (or `always`, `after`,',
    '`done`, `error`) of one state, as the machine defines it. The command fails when a machine',
    'that drives something a visitor does leaves a transition uncovered. Do not edit by hand.',
    '',
    markdownTable(
      summaryHeader,
      coverage.map((m) => {
        const row = summaryRow(m)
        row[0] = `[${m.title}](#${m.key}) (\`${m.key}\`)`
        return row
      }),
    ),
    '',
    verdict(coverage),
  ]
  for (const m of coverage) {
    out.push(
      '',
      `<a id="${m.key}"></a>`,
      '',
      `## ${m.title} (\`${m.key}\`)`,
      '',
      `${m.visitor ? 'Visitor machine: every transition must be covered.' : 'Reported, not enforced.'} ` +
        `${m.paths} paths, ${m.covered} of ${m.transitions.length} transitions covered (${percent(m)}%).`,
      '',
      `States (${m.states.length}): ${m.states.map((s) => `\`${s}\``).join(', ')}.`,
      '',
      markdownTable(
        [...transitionHeader, 'paths taking it'],
        m.transitions.map((t) => [
          // Names and code as code; the report's own words as text.
          ...transitionRow(t).map((text) => (ownWords.has(text) ? text : `\`${text}\``)),
          t.paths ? String(t.paths) : '**none**',
        ]),
      ),
    )
  }
  return `${out.join('\n')}\n`
}
