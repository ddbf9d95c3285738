// Counted words in each language's own plural forms (src/i18n/format.ts, byCount): the licence
// estimator's years, where Arabic has a word for one year, a dual for two, a plural for three to
// ten and the singular again from eleven.
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../content/locales'

const page = vi.hoisted(() => ({ locale: 'ar' as Locale }))
vi.mock('../../src/i18n/locale', async () => {
  const { localeInfo } = await import('../../content/locales')
  return {
    get locale() {
      return page.locale
    },
    get intlLocale() {
      return localeInfo[page.locale].intl
    },
  }
})

const { byCount, formatNumber } = await import('../../src/i18n/format')
const { messagesOf: messages } = await import('./messages-of')

/** The estimator's label for a number of years, as licence-estimator.tsx builds it. */
function years(locale: Locale, count: number) {
  page.locale = locale
  const m = messages[locale]
  return byCount(count, {
    one: m.tools_years_one,
    two: m.tools_years_two,
    few: m.tools_years_few,
    many: m.tools_years_many,
    other: m.tools_years_other,
  })({ count: formatNumber(count) })
}

describe('a count of years', () => {
  it('in Arabic: one year, the dual, 3 to 10, then 11 and up, with Latin digits', () => {
    expect([1, 2, 3, 5, 10, 11, 99, 100].map((n) => years('ar', n))).toEqual([
      'سنة واحدة',
      'سنتان',
      '3 سنوات',
      '5 سنوات',
      '10 سنوات',
      '11 سنة',
      '99 سنة',
      '100 سنة',
    ])
  })

  it('in English and Spanish: one, then the plural', () => {
    expect([1, 2, 5].map((n) => years('en', n))).toEqual(['1 year', '2 years', '5 years'])
    expect([1, 2, 5].map((n) => years('es', n))).toEqual(['1 año', '2 años', '5 años'])
  })

  it('falls back to the other form for a category the message does not give', () => {
    page.locale = 'ar'
    expect(byCount(2, { one: 'one', other: 'other' })).toBe('other')
    expect(byCount(1, { one: 'one', other: 'other' })).toBe('one')
  })
})
