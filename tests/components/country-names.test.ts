// Country names in the visitor's language. /CountryList and the forms' country picker
// name countries from i18n-iso-countries in the build's language (country-names.ts, from the
// language's entry in content/locales.ts); the eligible list stays English in content and reaches other languages by its codes.
import { describe, expect, it } from 'vitest'
import { eligibleCountryGroups } from '../../content/eligible-countries'
import { countryOptions } from '../../src/components/country-select/countries'
import { fold } from '../../src/lib/search'
import { eligibleCountryCodes } from '../../src/views/countries/eligible-codes'
import { countryName } from '../../src/views/countries/country-name'
import { countryNamesIn } from './country-names-in'

const eligible = [...new Set(eligibleCountryGroups.flatMap((group) => group.countries))]

describe('eligible countries by code', () => {
  it('has one distinct ISO code for every eligible country, and no other entry', () => {
    expect(Object.keys(eligibleCountryCodes).sort()).toEqual([...eligible].sort())
    const codes = Object.values(eligibleCountryCodes)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('shows the English names as content lists them', () => {
    for (const country of eligible) expect(countryName(country)).toBe(country)
  })

  it('names every eligible country in Spanish, Arabic and French', async () => {
    const spanishName = await countryNamesIn('es')
    const arabicName = await countryNamesIn('ar')
    const frenchName = await countryNamesIn('fr')
    expect(spanishName('Germany')).toBe('Alemania')
    expect(spanishName('Mexico')).toBe('México')
    expect(arabicName('Germany')).toBe('ألمانيا')
    expect(arabicName('United Arab Emirates')).toBe('الإمارات العربية المتحدة')
    expect(frenchName('Germany')).toBe('Allemagne')
    expect(frenchName('Senegal')).toBe('Sénégal')
    for (const country of eligible) {
      expect(frenchName(country)).not.toBe('')
      expect(spanishName(country)).not.toBe('')
      expect(arabicName(country)).toMatch(/^[\u0600-\u06ff\s()-]+$/)
    }
  })
})

describe('the country picker', () => {
  it('lists every country by its English name, in English alphabetical order', () => {
    expect(countryOptions.length).toBeGreaterThan(240)
    const names = countryOptions.map((option) => option.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(countryOptions.find((option) => option.code === 'DE')?.name).toBe('Germany')
  })
})

describe('search folding', () => {
  it('sets case and Spanish accents aside', () => {
    expect(fold('Perú')).toBe(fold('peru'))
    expect(fold('México')).toBe('mexico')
    expect(fold('Côte d’Ivoire')).toContain('cote')
  })

  it('sets Arabic vowel marks, hamza seats and tatweel aside', () => {
    expect(fold('الإمارات')).toBe(fold('الامارات'))
    expect(fold('أستراليا')).toBe(fold('استراليا'))
    expect(fold('مِصْر')).toBe(fold('مصر'))
    expect(fold('عمان')).toBe(fold('عمـان'))
  })
})
