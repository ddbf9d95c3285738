import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { countryCodes, isCountryCode } from '../../schemas/country-codes'

describe('the country codes a form accepts', () => {
  it('are exactly the codes the country names come from (i18n-iso-countries)', () => {
    const known = Object.keys(countries.getAlpha2Codes())
      .filter((code) => countries.alpha2ToNumeric(code) !== undefined)
      .sort()
    expect(countryCodes).toEqual(known)
  })

  it('are two capital letters that name a country, and nothing else', () => {
    expect(['KE', 'GB', 'US', 'ES', 'EG'].every(isCountryCode)).toBe(true)
    for (const code of ['ke', 'K', 'KEN', 'ZZ', 'UK', '', ' KE', 'K\u0000', '__proto__'])
      expect(isCountryCode(code), code).toBe(false)
  })
})
