import * as v from 'valibot'
import type { AdherenceLevel } from '../../content/trust-types'

// The parts of an OpenACR report (content/acr/stemverse.yaml) that the trust center shows, and
// the keys this project adds to each criterion's adherence (tests, review, statement; see the
// report's header). The whole report is validated against OpenACR's own schema by
// tests/trust/acr.test.ts; this reads what the page needs and fails the build on anything else.

const levels = ['supports', 'partially-supports', 'does-not-support', 'not-applicable'] as const

const criterion = v.object({
  num: v.string(),
  components: v.tuple([
    v.object({
      name: v.literal('web'),
      adherence: v.object({
        level: v.picklist(levels),
        notes: v.optional(v.string(), ''),
        tests: v.optional(v.array(v.string()), []),
        review: v.optional(v.string()),
        statement: v.optional(v.array(v.string()), []),
      }),
    }),
  ]),
})

const report = v.object({
  title: v.string(),
  report_date: v.string(),
  chapters: v.object({
    success_criteria_level_a: v.object({ criteria: v.array(criterion) }),
    success_criteria_level_aa: v.object({ criteria: v.array(criterion) }),
  }),
})

export type AcrCriterion = {
  num: string
  wcagLevel: 'A' | 'AA'
  level: AdherenceLevel
  notes: string
  tests: string[]
  review?: string
  statement: string[]
}

export type AcrSummary = { title: string; date: string; criteria: AcrCriterion[] }

/** The criteria of levels A and AA, in WCAG's order, from a parsed OpenACR report. */
export function acrCriteria(parsed: unknown): AcrSummary {
  const { title, report_date, chapters } = v.parse(report, parsed)
  const rows = (wcagLevel: 'A' | 'AA', list: v.InferOutput<typeof criterion>[]) =>
    list.map(({ num, components: [{ adherence }] }) => ({
      num,
      wcagLevel,
      level: adherence.level,
      notes: adherence.notes,
      tests: adherence.tests,
      ...(adherence.review ? { review: adherence.review } : {}),
      statement: adherence.statement,
    }))
  const order = (num: string) => num.split('.').map(Number)
  const criteria = [
    ...rows('A', chapters.success_criteria_level_a.criteria),
    ...rows('AA', chapters.success_criteria_level_aa.criteria),
  ].sort((a, b) => {
    const [x, y] = [order(a.num), order(b.num)]
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
    return 0
  })
  return { title, date: report_date, criteria }
}
