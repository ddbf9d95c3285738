import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { eligibleCountryGroups } from '../../content/eligible-countries'
import { pricing } from '../../content/site'
import { syllabi } from '../../content/syllabus'
import { estimatorMachine } from '../../machines/estimator.machine'
import { searchMachine, type SearchEvent } from '../../machines/search.machine'
import { estimateCost, maxYears } from '../../src/lib/estimate'
import { findTopics, searchCountries } from '../../src/lib/search'
import { modelActor, modelPaths, replay } from './model-paths'

describe('licence estimate (the grant tiers of content/facts.ts)', () => {
  it('one lab for three years: $18,000 list, $4,500 with the grant', () => {
    const estimate = estimateCost(1, 3)
    expect(estimate.withoutGrant).toBe(18_000)
    expect(estimate.withGrant).toBe(4_500)
    expect(estimate.saving).toBe(13_500)
    expect(estimate.perYear.map((y) => [y.grantPercent, y.pricePerLab])).toEqual([
      [75, 1500],
      [75, 1500],
      [75, 1500],
    ])
  })

  it('two labs for six years: years 4 to 6 at 60% ($2,400 a lab)', () => {
    const estimate = estimateCost(2, 6)
    expect(estimate.withoutGrant).toBe(6000 * 2 * 6)
    expect(estimate.withGrant).toBe((1500 * 3 + 2400 * 3) * 2)
    expect(estimate.withGrant).toBe(23_400)
    expect(estimate.saving).toBe(72_000 - 23_400)
    expect(estimate.perYear.at(-1)).toEqual({
      year: 6,
      pricePerLab: 2400,
      grantPercent: 60,
      withoutGrant: 12_000,
      withGrant: 4_800,
    })
  })

  it('the grant prices are the percentages of the list price', () => {
    for (const tier of pricing.grantTiers) {
      expect(tier.pricePerLabPerYear).toBe(
        (pricing.annualLicencePerLab * (100 - tier.grantPercent)) / 100,
      )
    }
  })

  it('covers every lab count and year the form allows, linearly in labs', () => {
    for (let years = 1; years <= maxYears; years++) {
      const one = estimateCost(1, years)
      for (const labs of [1, 7, 50]) {
        const many = estimateCost(labs, years)
        expect(many.withGrant).toBe(one.withGrant * labs)
        expect(many.withoutGrant).toBe(6000 * labs * years)
      }
    }
  })

  it('refuses what it cannot price', () => {
    expect(() => estimateCost(0, 3)).toThrow(RangeError)
    expect(() => estimateCost(1.5, 3)).toThrow(RangeError)
    expect(() => estimateCost(1, 7)).toThrow(RangeError)
    expect(() => estimateCost(1, 0)).toThrow(RangeError)
  })
})

describe('estimator machine', () => {
  const start = () => modelActor(estimatorMachine, { input: { maxLabs: 50, maxYears: 6 } }).start()

  it('starts valid with one lab for three years', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('valid')
    expect(actor.getSnapshot().context).toMatchObject({ labs: '1', years: 3 })
  })

  it.each(['', 'abc', '0', '51', '2.5', '-1'])('"%s" labs is invalid, and kept as typed', (v) => {
    const actor = start()
    actor.send({ type: 'estimator.labs', value: v })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.labs).toBe(v)
  })

  it('accepts 1 to 50 labs, spaces around allowed, and ignores impossible years', () => {
    const actor = start()
    actor.send({ type: 'estimator.labs', value: ' 50 ' })
    expect(actor.getSnapshot().value).toBe('valid')
    actor.send({ type: 'estimator.years', value: 9 })
    expect(actor.getSnapshot().context.years).toBe(3)
    actor.send({ type: 'estimator.years', value: 6 })
    expect(actor.getSnapshot().context.years).toBe(6)
  })

  const events = [
    { type: 'estimator.labs', value: '4' },
    { type: 'estimator.labs', value: 'x' },
    { type: 'estimator.years', value: 6 },
  ] as const
  for (const path of modelPaths(estimatorMachine, [...events], {
    input: { maxLabs: 50, maxYears: 6 },
  })) {
    it(path.description, async () => {
      const actor = start()
      await replay(path, actor, (event) => actor.send(event as never))
      const { labs, years } = actor.getSnapshot().context
      expect(actor.getSnapshot().matches('valid')).toBe(labs === '1' || labs === '4')
      expect(years >= 1 && years <= 6).toBe(true)
    })
  }
})

describe('search machine', () => {
  it('is idle without a query, searching with one, idle again when cleared or blank', () => {
    const actor = createActor(searchMachine).start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'search.change', query: 'ken' })
    expect(actor.getSnapshot().value).toBe('searching')
    actor.send({ type: 'search.change', query: '   ' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.query).toBe('   ')
    actor.send({ type: 'search.change', query: 'a' })
    actor.send({ type: 'search.clear' })
    expect(actor.getSnapshot().context.query).toBe('')
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

describe('search machine: model-based paths', () => {
  const events = [
    { type: 'search.change', query: 'ken' },
    { type: 'search.change', query: 'kenya' },
    { type: 'search.change', query: '   ' },
    { type: 'search.clear' },
  ] as SearchEvent[]
  const paths = modelPaths(searchMachine, events)

  it('covers idle and searching', () => {
    expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
      new Set(['"idle"', '"searching"']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const actor = modelActor(searchMachine).start()
      await replay(path, actor, (event) => actor.send(event as SearchEvent))
      // The query is what was last typed, or '' once cleared (the clear button shows only
      // while searching), and a search runs exactly while it has something besides spaces.
      let query = ''
      for (const { event } of path.steps) {
        const e = event as SearchEvent
        if (e.type === 'search.change') query = e.query
        else if (query.trim() !== '') query = ''
      }
      const { value, context } = actor.getSnapshot()
      expect(context.query).toBe(query)
      expect(value).toBe(query.trim() === '' ? 'idle' : 'searching')
    })
  }
})

describe('country search', () => {
  it('with no query shows every group in order with its size', () => {
    expect(
      searchCountries(eligibleCountryGroups, '').map((g) => [g.continent, g.countries.length]),
    ).toEqual([
      ['Africa', 17],
      ['Asia', 21],
      ['Europe', 33],
      ['South America', 1],
      ['North America', 23],
      ['Middle East', 13],
      ['Others', 3],
    ])
  })

  it('matches any part of a name, ignoring case and accents, and hides empty groups', () => {
    expect(searchCountries(eligibleCountryGroups, 'KEN')).toEqual([
      { continent: 'Africa', countries: ['Kenya'] },
    ])
    expect(searchCountries(eligibleCountryGroups, 'tur').map((g) => g.continent)).toEqual([
      'Asia',
      'Middle East',
    ])
    expect(searchCountries(eligibleCountryGroups, 'cote')[0]?.countries).toEqual([
      'Côte d’Ivoire'.replace('’', "'"),
    ])
    const land = searchCountries(eligibleCountryGroups, 'land')
    for (const group of land) {
      expect(group.countries).toEqual([...group.countries].sort((a, b) => a.localeCompare(b)))
      expect(group.countries.every((c) => c.toLowerCase().includes('land'))).toBe(true)
    }
    expect(searchCountries(eligibleCountryGroups, 'zzz')).toEqual([])
  })
})

describe('topic finder', () => {
  it('finds photosynthesis in the biology of every curriculum', () => {
    const matches = findTopics(syllabi, 'photosynthesis')
    expect(new Set(matches.map((m) => m.syllabus.key))).toEqual(
      new Set(['ib', 'cambridge', 'us', 'uk', 'australia', 'india']),
    )
    expect(matches.filter((m) => m.subject === 'Biology')).toHaveLength(6)
  })

  it('finds electrolysis in chemistry, case-insensitively, with the matching topics only', () => {
    const matches = findTopics(syllabi, 'ELECTROLYSIS')
    expect(matches.length).toBeGreaterThanOrEqual(4)
    for (const match of matches) {
      expect(match.topics.every((t) => t.toLowerCase().includes('electrolysis'))).toBe(true)
    }
    expect(matches.some((m) => m.syllabus.key === 'ib' && m.subject === 'Chemistry')).toBe(true)
  })

  it('needs two characters, and finds nothing for nonsense', () => {
    expect(findTopics(syllabi, 'a')).toEqual([])
    expect(findTopics(syllabi, 'qwxz')).toEqual([])
  })
})
