// Numbers, money, percents, dates and plural forms written the way a language writes them: the
// one place where the site formats them, for the page copy, the interface (src/i18n/format.ts)
// and the service's messages alike. Intl with the language's tag from content/locales.ts (Arabic
// with Latin digits); the figures themselves live in content/facts.ts.
//
// Intl is slow to start in a browser: a page's first formatter loads the language's data, about
// 100 ms of main thread on a slow phone. So a prerendered page carries what the build's formatters
// answered for it (scripts/prerender.ts records them, src/main.tsx hands them over), and the page
// wakes without starting Intl at all; anything else is formatted by Intl, made once, on first use.
import { localeInfo, type Locale } from './locales'

export type Formatters = {
  /** A number in the language's digits and separators, at most two decimals: 3.75, 3,75. */
  number: (value: number) => string
  /**
   * Groups digits in threes the language's way: 6000 gives '6,000' in English. In a text, only
   * runs of four or more digits change: '2000+' gives '2,000+', and '1,500+' stays as it is.
   */
  grouped: (value: number | string) => string
  /** A whole amount in a currency (US dollars unless named): '$6,000', '6000 US$'. */
  money: (amount: number, currency?: string) => string
  /** A whole amount in US dollars, the licence's currency. */
  usd: (amount: number) => string
  /** A percent, given as 75 for 75 %, at most two decimals: '75%', '75 %'. */
  percent: (value: number) => string
  /** An ISO date or day, in UTC, written out: '31 December 2024', '31 de diciembre de 2024'. */
  date: (iso: string | Date) => string
  /** The language's plural category of a count (CLDR): 'one', 'two', 'few', 'many', 'other'. */
  plural: (count: number) => Intl.LDMLPluralRule
}

declare global {
  /** What the build's formatters answered for this page: see the note at the top. */
  var __formatted: Record<string, string> | undefined
  /** The prerender's ear: every answer, by its key. */
  var __onFormatted: ((key: string, value: string) => void) | undefined
}

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = made.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

/** The answer the page carries for `key`, or Intl's (which the prerender hears). */
function answer(key: string, compute: () => string): string {
  const carried = globalThis.__formatted?.[key]
  if (carried !== undefined) return carried
  const value = compute()
  globalThis.__onFormatted?.(key, value)
  return value
}

/** Dates are written day first in English too (24 November 2026), as the site always has. */
const dateTag = (locale: Locale) => (locale === 'en' ? 'en-GB' : localeInfo[locale].intl)

const byLocale = new Map<Locale, Formatters>()

/** The formatters of a language, made once. */
export function formatters(locale: Locale): Formatters {
  const known = byLocale.get(locale)
  if (known) return known
  const tag = localeInfo[locale].intl
  const numberFormat = (options: Intl.NumberFormatOptions) =>
    intl(`${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options))
  const number = (value: number) =>
    answer(`number ${tag} ${value}`, () => numberFormat({ maximumFractionDigits: 2 }).format(value))
  const money = (amount: number, currency = 'USD') =>
    answer(`money ${tag} ${currency} ${amount}`, () =>
      numberFormat({
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(amount),
    )
  const made: Formatters = {
    number,
    money,
    usd: (amount) => money(amount),
    grouped: (value) =>
      typeof value === 'number'
        ? number(value)
        : value.replace(/\d{4,}/g, (digits) => number(Number(digits))),
    percent: (value) =>
      answer(`percent ${tag} ${value}`, () =>
        numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
      ),
    date: (iso) => {
      const day = iso instanceof Date ? iso : new Date(/T/.test(iso) ? iso : `${iso}T00:00:00Z`)
      const when = Number.isNaN(day.getTime()) ? String(iso) : day.toISOString()
      return answer(`date ${tag} ${when}`, () =>
        intl(
          `${tag} date`,
          () =>
            new Intl.DateTimeFormat(dateTag(locale), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }),
        ).format(day),
      )
    },
    plural: (count) =>
      answer(`plural ${tag} ${count}`, () =>
        intl(`${tag} plural`, () => new Intl.PluralRules(tag)).select(count),
      ) as Intl.LDMLPluralRule,
  }
  byLocale.set(locale, made)
  return made
}
