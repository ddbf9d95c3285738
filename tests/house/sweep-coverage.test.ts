// @vitest-environment node
// The route sweep covers what the sample covered before its drawings were merged:
// every cell route × language × width × check that the route sweeps and the language sweeps
// looked at then is looked at now, and docs/testing.md's coverage table is the one written here.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, localeInfo, locales } from '../../content/locales'
import { routes } from '../e2e/routes'
import { coverage, otherWidth, sweep } from '../e2e/sweep-plan'
import { coverageBefore, coverageTable } from './sweep-coverage'

describe('the route sweep’s coverage', () => {
  it('draws each (route, language, width) once', () => {
    const drawings = sweep.map((load) => `${load.path}|${load.width}`)
    expect(new Set(drawings).size).toBe(drawings.length)
  })

  it('keeps every cell the sample covered before the merge: no check lost a route, a language or a width', () => {
    const after = coverage(sweep)
    const lost = [...coverageBefore()].filter((cell) => !after.has(cell))
    expect(lost).toEqual([])
    expect(after.size).toBeGreaterThan(coverageBefore().size)
  })

  it('sees every route in English and two other languages, and the home page and /trust in all', () => {
    for (const route of routes) {
      const seen = new Set(sweep.filter((l) => l.route === route).map((l) => l.locale))
      expect(seen.size, route.path).toBeGreaterThanOrEqual(3)
      expect(seen.has(baseLocale)).toBe(true)
    }
    for (const path of ['/', '/trust']) {
      const loads = sweep.filter((l) => l.route.path === path)
      expect(new Set(loads.map((l) => l.locale))).toEqual(new Set(locales))
      expect(loads.every((l) => l.axe)).toBe(true)
    }
    // Right to left, at both widths somewhere in the sample.
    const rtl = sweep.filter((l) => localeInfo[l.locale].dir === 'rtl')
    expect(new Set(rtl.flatMap((l) => [l.width, otherWidth(l.width)]))).toEqual(
      new Set(['desktop', 'phone']),
    )
  })

  it('is the table docs/testing.md shows', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/testing.md'), 'utf8')
    const table = /<!-- sweep coverage -->\n([\s\S]*?)\n<!-- \/sweep coverage -->/.exec(doc)?.[1]
    expect(table, 'docs/testing.md: the table between <!-- sweep coverage --> markers').toBe(
      coverageTable(),
    )
  })
})
