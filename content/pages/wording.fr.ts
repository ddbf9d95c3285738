// French number wording for the page copy: every figure goes through the site's formatters
// (../format). A helper of the French pages only (no English counterpart: the English pages spell
// their figures in ./shared).
import { formatters } from '../format'

const format = formatters('fr')

/** 1000 gives '1 000' and 12000 gives '12 000' (narrow no-break spaces), as French writes them. */
export const number = (value: number): string => format.number(value)

/** 75 gives '75 %'. */
export const percent = (value: number): string => format.percent(value)

/** The figure of a claim such as '2000+' or '1,500+', for 'plus de 2 000'. */
export const claimNumber = (claim: string): string =>
  number(Number.parseInt(claim.replace(/\D/g, ''), 10))

/** '2024-12-31' gives '31 décembre 2024'. */
export const longDate = (iso: string): string => format.date(iso)

/**
 * A count with its noun: counted(1, 'thème', 'thèmes') is '1 thème', counted(12, …) '12 thèmes'.
 * French takes the singular for 0 and 1 (CLDR 'one'), the plural from 2.
 */
export const counted = (value: number, one: string, other: string): string =>
  `${number(value)} ${format.plural(value) === 'one' ? one : other}`
