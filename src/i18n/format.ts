// The interface's numbers, amounts, percentages, dates and plural forms in the build's language:
// content/format.ts, bound to the page's language (docs/i18n.md).
import { formatters } from '../../content/format'
import { locale } from './locale'

// Unit tests change the language between cases: the formatters are looked up on each call.
const format = () => formatters(locale)

/** 1000 gives '1,000' in English, '1000' in Spanish. */
export const formatNumber = (value: number): string => format().number(value)

/** A whole amount in a currency: 6000 USD gives '$6,000' in English. */
export const formatCurrency = (amount: number, currency: string): string =>
  format().money(amount, currency)

/** A percentage: 75 gives '75%' in English, '75 %' in Spanish. */
export const formatPercent = (percent: number): string => format().percent(percent)

/** An ISO date or day ('2025-03-12') as day, month name and year, in UTC: 12 March 2025. */
export const formatDate = (iso: string | Date): string => format().date(iso)

/**
 * The message for a count in this language's plural rules (CLDR, through Intl.PluralRules): `one`
 * for a single thing and `other` for the rest, and the forms a language has beside them where a
 * message gives them. Arabic has six: 0 zero, 1 one, 2 two (the dual, سنتان), 3 to 10 few, 11 to
 * 99 many, 100 other. A form the message lacks falls back to `other`.
 * `byCount(n, { one: m.x_one, other: m.x_other })({ count: formatNumber(n) })`.
 */
export function byCount<F>(count: number, forms: PluralForms<F>): F {
  return forms[format().plural(count)] ?? forms.other
}

export type PluralForms<F> = Partial<Record<Intl.LDMLPluralRule, F>> & { one: F; other: F }
