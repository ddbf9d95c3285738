// Numbers, money, percents and dates written the way a language writes them (Intl with the
// language's tag from content/locales.ts: Arabic with Latin digits). Each language's copy calls
// `formatters(locale)` once; the figures themselves live in content/facts.ts.
import { localeInfo, type Locale } from './locales'

export type Formatters = {
  /** A number in the language's digits and separators: 3.75, 3,75; 10,000, 10.000. */
  number: (value: number) => string
  /**
   * Groups digits in threes the language's way: 6000 gives '6,000' in English. In a text, only
   * runs of four or more digits change: '2000+' gives '2,000+', and '1,500+' stays as it is.
   */
  grouped: (value: number | string) => string
  /** An amount in US dollars, whole: '$6,000', '6000 US$'. */
  usd: (amount: number) => string
  /** A percent, given as 75 for 75 %: '75%', '75 %'. */
  percent: (value: number) => string
  /** An ISO date (UTC) written out: '31 de diciembre de 2024'. */
  date: (iso: string) => string
}

// Intl's formatters are slow to make (the first of each kind loads its locale data), and most
// modules that call `formatters` use one or two of its functions: each is made on first use, once
// per language tag and kind.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

export function formatters(locale: Locale, dateTag: string = localeInfo[locale].intl): Formatters {
  const tag = localeInfo[locale].intl
  const number = (value: number) =>
    once(`${tag} number`, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(
      value,
    )
  return {
    number,
    grouped: (value) =>
      typeof value === 'number'
        ? number(value)
        : value.replace(/\d{4,}/g, (digits) => number(Number(digits))),
    usd: (amount) =>
      once(
        `${tag} usd`,
        () =>
          new Intl.NumberFormat(tag, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
          }),
      ).format(amount),
    percent: (value) =>
      once(
        `${tag} percent`,
        () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
      ).format(value / 100),
    date: (iso) =>
      once(
        `${dateTag} date`,
        () => new Intl.DateTimeFormat(dateTag, { dateStyle: 'long', timeZone: 'UTC' }),
      ).format(new Date(`${iso}T00:00:00Z`)),
  }
}
