import { describe, expect, it } from 'vitest'
import {
  eligibleContinents,
  eligibleCountryCount,
  eligibleCountryGroups,
} from '../../content/eligible-countries'
import { grant } from '../../content/site'

const sizes: [string, number][] = [
  ['Africa', 17],
  ['Asia', 21],
  ['Europe', 33],
  ['South America', 1],
  ['North America', 23],
  ['Middle East', 13],
  ['Others', 3],
]

describe('eligible countries', () => {
  it('lists the continents in order with the expected sizes', () => {
    expect(eligibleCountryGroups.map((g) => [g.continent, g.countries.length])).toEqual(sizes)
    expect(eligibleContinents).toEqual(sizes.map(([continent]) => continent))
  })

  it('lists Turkey under Asia and the Middle East, and no other country twice', () => {
    const groupsOf = new Map<string, string[]>()
    for (const { continent, countries } of eligibleCountryGroups) {
      for (const country of countries) {
        groupsOf.set(country, [...(groupsOf.get(country) ?? []), continent])
      }
    }
    expect(groupsOf.get('Turkey')).toEqual(['Asia', 'Middle East'])
    const duplicated = [...groupsOf].filter(([, groups]) => groups.length > 1).map(([c]) => c)
    expect(duplicated).toEqual(['Turkey'])
  })

  it('sorts each group alphabetically', () => {
    for (const { countries } of eligibleCountryGroups) {
      expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')))
    }
  })

  it('has no blank or padded names', () => {
    for (const country of eligibleCountryGroups.flatMap((g) => g.countries)) {
      expect(country.trim()).toBe(country)
      expect(country).not.toBe('')
    }
  })

  it('counts 110 distinct countries, as the grant claims', () => {
    const entries = eligibleCountryGroups.reduce((n, g) => n + g.countries.length, 0)
    expect(entries).toBe(111)
    expect(eligibleCountryCount).toBe(110)
    expect(eligibleCountryCount).toBe(grant.eligibleCountries)
  })

  it('puts exactly Australia, New Zealand and Russia under Others', () => {
    const others = eligibleCountryGroups.find((g) => g.continent === 'Others')
    expect(others?.countries).toEqual(['Australia', 'New Zealand', 'Russia'])
  })
})
