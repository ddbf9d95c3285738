import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { worlds } from '../../content/worlds'
import {
  blogCarousel,
  grant,
  limits,
  pricing,
  timings,
  currencyByCountry,
  defaultCurrency,
} from '../../content/site'
import { rules } from '../../schemas/fields'
import { estimateCost, maxYears } from '../../src/lib/estimate'
import { page as grantPage } from '../../content/pages/grant'
import { page as grantPageEs } from '../../content/pages/grant.es'

/**
 * Every business constant (docs/product.md, "Timers" and "Limits"), pinned to its literal number. The code reads these constants;
 * this test is where a change made by mistake stops being silent.
 */
describe('the business constants, literally', () => {
  it.each([
    ['tray navigation delay from home', timings.trayNavigationDelayFromHome, 600],
    ['modal fade', timings.modalFade, 300],
    ['collapse/fade transition', timings.collapseTransition, 300],
    ['banner autoplay', timings.bannerAutoplay, 5000],
    ['banner speed', timings.bannerSpeed, 700],
    ['product carousel autoplay', timings.productCarouselAutoplay, 15000],
    ['product carousel speed', timings.productCarouselSpeed, 700],
    ['home slider autoplay', timings.homeSliderAutoplay, 5000],
    ['home slider speed', timings.homeSliderSpeed, 500],
    ['home slider progress step', timings.homeSliderProgressStep, 100],
    ['blog carousel autoplay', timings.blogCarouselAutoplay, 5000],
    ['success message', timings.successMessage, 5000],
    ['subscribe success message', timings.subscribeSuccessMessage, 1000],
    ['school name minimum', limits.schoolNameMin, 10],
    ['message minimum', limits.messageMin, 30],
    ['message maximum', limits.messageMax, 500],
    ['phone length (school contact, modal digits)', limits.phoneLength, 10],
    ['partnership phone minimum', limits.partnershipPhoneMin, 10],
    ['other partnership type minimum', limits.otherPartnershipTypeMin, 10],
    ['other partnership type maximum', limits.otherPartnershipTypeMax, 50],
    ['blog page size', limits.blogPageSize, 5],
    ['list placeholders', limits.blogListPlaceholders, 5],
    ['related blog placeholders', limits.relatedBlogPlaceholders, 3],
    ['related blogs', limits.relatedBlogs, 3],
    ['card tags', limits.cardTags, 2],
    ['sidebar items', limits.sidebarItems, 5],
    ['dropdown max height', limits.dropdownMaxHeight, 300],
    ['dropdown min height', limits.dropdownMinHeight, 140],
    ['dropdown page size', limits.dropdownPageSize, 5],
    ['FAQ items', limits.faqItems, 5],
    ['scheduling widget min width', limits.schedulingMinWidth, 320],
    ['scheduling widget height', limits.schedulingHeight, 700],
    ['annual licence per lab (USD)', pricing.annualLicencePerLab, 6000],
    ['grant years 1 to 3: percent', pricing.grantTiers[0].grantPercent, 75],
    ['grant years 1 to 3: price per lab per year', pricing.grantTiers[0].pricePerLabPerYear, 1500],
    ['grant years 4 to 6: percent', pricing.grantTiers[1].grantPercent, 60],
    ['grant years 4 to 6: price per lab per year', pricing.grantTiers[1].pricePerLabPerYear, 2400],
    ['certifications from (USD)', pricing.certificationFrom, 250],
    ['schools per country', grant.schoolsPerCountry, 1000],
    ['eligible countries', grant.eligibleCountries, 110],
    ['subject worlds', worlds.length, 6],
    ['worlds coming soon', worlds.filter((world) => world.coming).length, 2],
  ])('%s is %i', (_name, actual, literal) => {
    expect(actual).toBe(literal)
  })

  it('the estimate grants 75% in years 1 to 3 and 60% in 4 to 6; the grant page says 31 December 2024', () => {
    // The tiers as the licence estimator applies them, year by year, and no year past the last.
    expect(
      estimateCost(1, maxYears).perYear.map((y) => [y.year, y.grantPercent, y.pricePerLab]),
    ).toEqual([
      [1, 75, 1500],
      [2, 75, 1500],
      [3, 75, 1500],
      [4, 60, 2400],
      [5, 60, 2400],
      [6, 60, 2400],
    ])
    expect(() => estimateCost(1, maxYears + 1)).toThrow(RangeError)
    // The deadline as the grant page writes it, in each language's own words.
    expect(grantPage.description).toContain('Apply by 31 December 2024.')
    expect(grantPageEs.description).toContain('31 de diciembre de 2024')
  })

  it('the blog carousel shows 1, 2 and 3 slides from 0, 768 and 1024 px, spaced 20 then 30 px', () => {
    expect(blogCarousel.breakpoints).toEqual([
      { minWidth: 0, slides: 1, spacing: 20 },
      { minWidth: 768, slides: 2, spacing: 20 },
      { minWidth: 1024, slides: 3, spacing: 30 },
    ])
  })

  it('every currency a country is priced in, and the default, can be shown as a price', () => {
    // Which country pays in which currency is the currency machine's test; here, that each one
    // is a currency Intl formats, so that a price in it shows its symbol, not the bare code.
    const currencies = [...new Set([...Object.values(currencyByCountry), defaultCurrency])]
    for (const currency of currencies) {
      expect(Intl.supportedValuesOf('currency'), currency).toContain(currency)
      const price = new Intl.NumberFormat('en', { style: 'currency', currency }).format(1500)
      expect(price, currency).toMatch(/1,500/)
    }
    expect(
      new Intl.NumberFormat('en', { style: 'currency', currency: defaultCurrency }).format(1500),
    ).toBe('$1,500.00')
  })
})

describe('the form rules hold exactly the limits', () => {
  const passes = (schema: v.GenericSchema, value: string) => v.safeParse(schema, value).success
  it('a message of 30 to 500 characters', () => {
    expect(passes(rules.messageLength, 'x'.repeat(29))).toBe(false)
    expect(passes(rules.messageLength, 'x'.repeat(30))).toBe(true)
    expect(passes(rules.messageLength, 'x'.repeat(500))).toBe(true)
    expect(passes(rules.messageLength, 'x'.repeat(501))).toBe(false)
  })
  it('a phone of exactly 10 (school contact, modal) or at least 10 (partnership)', () => {
    const exact = rules.phoneLength('wrong')
    expect([9, 10, 11].map((n) => passes(exact, '1'.repeat(n)))).toEqual([false, true, false])
    expect([9, 10, 11].map((n) => passes(rules.phoneDigits, '1'.repeat(n)))).toEqual([
      false,
      true,
      false,
    ])
    const atLeast = rules.phoneAtLeast('wrong')
    expect([9, 10, 11].map((n) => passes(atLeast, '1'.repeat(n)))).toEqual([false, true, true])
  })
})
