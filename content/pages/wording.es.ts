// Spanish number wording for the page copy: every figure goes through the site's formatters
// (../format). A helper of the Spanish pages only (no English counterpart: the English pages spell their
// figures in ./shared).
import { formatters } from '../format'

const format = formatters('es')

/** 1000 gives '1000' and 12000 gives '12.000', as Spanish writes them. */
export const number = (value: number): string => format.number(value)

/** 75 gives '75 %'. */
export const percent = (value: number): string => format.percent(value)

/** The figure of a claim such as '2000+' or '1,500+', for 'más de 2000'. */
export const claimNumber = (claim: string): string =>
  number(Number.parseInt(claim.replace(/\D/g, ''), 10))

/** '2024-12-31' gives '31 de diciembre de 2024'. */
export const longDate = (iso: string): string => format.date(iso)

/** A count with its noun: counted(1, 'tema', 'temas') is '1 tema', counted(12, …) '12 temas'. */
export const counted = (value: number, one: string, other: string): string =>
  `${number(value)} ${format.plural(value) === 'one' ? one : other}`
