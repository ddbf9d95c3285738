// @vitest-environment node
// The accessibility conformance report (content/acr/stemverse.yaml) is honest by construction:
// valid OpenACR, every WCAG 2.2 criterion of levels A and AA once, every "supports" backed by a
// test file that exists and holds a test, or by a written review, and in step with the
// accessibility statement's known limitations.
import Ajv from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { criterionNames } from '../../content/acr-criteria'
import { criterionNames as namesAr } from '../../content/acr-criteria.ar'
import { criterionNames as namesEs } from '../../content/acr-criteria.es'
import { page as statement } from '../../content/pages/accessibility'
import { acrCriteria, type AcrCriterion } from '../../src/trust/acr'
import { acrSourcePath } from '../../src/trust/paths'

const root = resolve(__dirname, '../..')
const openacr = join(root, 'node_modules/@openacr/openacr')
const report: unknown = parse(readFileSync(join(root, acrSourcePath), 'utf8'))
const { criteria } = acrCriteria(report)

/** WCAG 2.2's A and AA: OpenACR's WCAG 2.1 catalog, without 4.1.1 (removed), with 2.2's six. */
function readWcag22(): Map<string, { level: 'A' | 'AA'; handle: string }> {
  const catalog = parse(readFileSync(join(openacr, 'catalog/data/wcag-2.1.yaml'), 'utf8')) as {
    chapters: { id: string; criteria: { id: string; handle: string }[] }[]
  }
  const list = new Map<string, { level: 'A' | 'AA'; handle: string }>()
  for (const [chapter, level] of [
    ['success_criteria_level_a', 'A'],
    ['success_criteria_level_aa', 'AA'],
  ] as const) {
    for (const c of catalog.chapters.find((ch) => ch.id === chapter)!.criteria) {
      if (c.id !== '4.1.1') list.set(c.id, { level, handle: c.handle })
    }
  }
  const added: [string, 'A' | 'AA', string][] = [
    ['2.4.11', 'AA', 'Focus Not Obscured (Minimum)'],
    ['2.5.7', 'AA', 'Dragging Movements'],
    ['2.5.8', 'AA', 'Target Size (Minimum)'],
    ['3.2.6', 'A', 'Consistent Help'],
    ['3.3.7', 'A', 'Redundant Entry'],
    ['3.3.8', 'AA', 'Accessible Authentication (Minimum)'],
  ]
  for (const [id, level, handle] of added) list.set(id, { level, handle })
  return list
}
const wcag22List = readWcag22()
const wcag22 = () => wcag22List

/** Calls it() or test(), .each forms included. */
const callsTest = (text: string) => /(^|[^\w.])(it|test)(\.each)?\(/m.test(text)

/**
 * A test file holds a test when it calls it() or test(), or calls a helper of its own folder that
 * does (tests/e2e/routes-desktop.e2e.ts runs the sweep of tests/e2e/route-sweep.ts).
 */
function holdsTest(file: string): boolean {
  const text = readFileSync(file, 'utf8')
  if (callsTest(text)) return true
  const helpers = [...text.matchAll(/from '(\.\/[\w-]+)'/g)].map((m) =>
    join(file, '..', `${m[1]}.ts`),
  )
  return helpers.some((helper) => existsSync(helper) && callsTest(readFileSync(helper, 'utf8')))
}

/** Every test file a supported criterion cites that is missing or holds no test. */
function brokenCitations(list: readonly AcrCriterion[]): string[] {
  return list.flatMap((c) =>
    c.tests.flatMap((path) => {
      const file = join(root, path)
      if (!existsSync(file)) return [`${c.num}: ${path} does not exist`]
      if (!/\.(test|e2e)\.tsx?$/.test(path)) return [`${c.num}: ${path} is not a test file`]
      return holdsTest(file) ? [] : [`${c.num}: ${path} holds no test`]
    }),
  )
}

describe('the accessibility conformance report', () => {
  it('is valid against the OpenACR schema of the @openacr/openacr package', () => {
    const schema = JSON.parse(
      readFileSync(join(openacr, 'schema/openacr-0.1.0.json'), 'utf8'),
    ) as object
    const validate = new Ajv({ allErrors: true }).compile(schema)
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true)
  })

  it('covers every WCAG 2.2 success criterion of levels A and AA once, at its level', () => {
    const expected = wcag22()
    expect(criteria.map((c) => c.num).sort()).toEqual([...expected.keys()].sort())
    for (const c of criteria) expect(c.wcagLevel, c.num).toBe(expected.get(c.num)?.level)
  })

  it('names each criterion in the three languages, in English with WCAG’s own names', () => {
    const expected = wcag22()
    for (const names of [criterionNames, namesEs, namesAr]) {
      expect(Object.keys(names).sort()).toEqual([...expected.keys()].sort())
    }
    // The package's catalog swaps the names of 2.2.1 and 2.2.2 (WCAG: 2.2.1 Timing Adjustable).
    const swapped: Record<string, string> = { '2.2.1': '2.2.2', '2.2.2': '2.2.1' }
    for (const [num, { handle }] of expected) {
      expect(criterionNames[swapped[num] ?? num], num).toBe(handle)
    }
  })

  it('backs every "supports" with a test that exists or a written review', () => {
    const unbacked = criteria
      .filter((c) => c.level === 'supports' && c.tests.length === 0 && !c.review)
      .map((c) => c.num)
    expect(unbacked).toEqual([])
    expect(brokenCitations(criteria)).toEqual([])
  })

  it('fails a citation of a file that does not exist or holds no test', () => {
    const cited = (tests: string[]): AcrCriterion => ({
      num: '9.9.9',
      wcagLevel: 'A',
      level: 'supports',
      notes: '',
      tests,
      statement: [],
    })
    // Built, not written: the house test holds every path the code names to the tree.
    const gone = ['tests', 'e2e', 'gone.e2e.ts'].join('/')
    expect(brokenCitations([cited([gone])])).toEqual([`9.9.9: ${gone} does not exist`])
    // A helper is not a test file; a file of the suite without a test is not a citation either.
    expect(brokenCitations([cited(['tests/e2e/route-sweep.ts'])])).toHaveLength(1)
    expect(brokenCitations([cited(['tests/compile-messages.ts'])])).toHaveLength(1)
    expect(brokenCitations([cited(['tests/e2e/keyboard.e2e.ts'])])).toEqual([])
  })

  it('is honest about the silent trailers and the scheduler’s frame', () => {
    const level = (num: string) => criteria.find((c) => c.num === num)?.level
    expect(level('1.2.2')).toBe('not-applicable')
    expect(level('1.2.1')).toBe('partially-supports')
    for (const num of ['2.1.1', '4.1.2']) expect(level(num)).toBe('partially-supports')
  })

  it('agrees with the accessibility statement: each known limitation is a criterion’s reason', () => {
    const limitations = statement.sections
      .find((s) => s.id === 'limitations')!
      .blocks.flatMap((b) => (b.kind === 'facts' ? b.items.map((i) => i.term) : []))
    const cited = new Set(criteria.flatMap((c) => c.statement))
    expect([...cited].sort()).toEqual([...limitations].sort())
    // A criterion that is not fully met says why in the statement; the statement says "partially".
    const partial = criteria.filter((c) => /partially|does-not/.test(c.level))
    for (const c of partial) expect(c.statement.length, c.num).toBeGreaterThan(0)
    const conformance = JSON.stringify(statement.sections.find((s) => s.id === 'conformance'))
    expect(conformance).toContain(partial.length ? 'partially conformant' : 'fully conformant')
  })
})
