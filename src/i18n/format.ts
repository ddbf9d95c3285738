// Numbers, amounts, percentages, dates and plural forms in the build's language, through Intl
// (docs/i18n.md). Arabic writes Latin digits: `intlLocale` carries `-u-nu-latn`.
import { intlLocale, locale } from './locale'

// Each formatter is made once per language, when first used (the language is one per build; unit
// tests change it between cases).
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  const id = `${intlLocale} ${key}`
  if (!made.has(id)) made.set(id, make())
  return made.get(id) as T
}

/** 1000 gives '1,000' in English, '1000' in Spanish. */
export const formatNumber = (value: number): string =>
  once('number', () => new Intl.NumberFormat(intlLocale)).format(value)

/** A whole amount in a currency: 6000 USD gives '$6,000' in English. */
export const formatCurrency = (amount: number, currency: string): string =>
  once(
    `currency ${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  ).format(amount)

/** A whole percentage: 75 gives '75%' in English, '75 %' in Spanish. */
export const formatPercent = (percent: number): string =>
  once(
    'percent',
    () => new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100)

/**
 * An ISO date or day ('2025-03-12') as day, month name and year (spec 3), in UTC. English spells
 * it as in Britain, 12 March 2025.
 */
export const formatDate = (iso: string | Date): string =>
  once(
    'date',
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(iso instanceof Date ? iso : new Date(iso))

/**
 * The message for a count in this language's plural rules (CLDR, through Intl.PluralRules): `one`
 * for a single thing and `other` for the rest, and the forms a language has beside them where a
 * message gives them. Arabic has six: 0 zero, 1 one, 2 two (the dual, سنتان), 3 to 10 few, 11 to
 * 99 many, 100 other. A form the message lacks falls back to `other`.
 * `byCount(n, { one: m.x_one, other: m.x_other })({ count: formatNumber(n) })`.
 */
export function byCount<F>(count: number, forms: PluralForms<F>): F {
  const category = once('plural', () => new Intl.PluralRules(intlLocale)).select(count)
  return forms[category] ?? forms.other
}

export type PluralForms<F> = Partial<Record<Intl.LDMLPluralRule, F>> & { one: F; other: F }
