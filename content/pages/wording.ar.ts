// Arabic number wording for the page copy: every figure goes through the site's formatters (../format)
// (Latin digits), and a counted noun takes the form Arabic grammar gives it after that number. A
// helper of the Arabic pages only (no English counterpart: the English pages spell their figures
// in ./shared).
import { formatters } from '../format'

const format = formatters('ar')

/** 1000 gives '1,000', in Latin digits. */
export const number = (value: number): string => format.number(value)

/** 75 gives '75%'. */
export const percent = (value: number): string => format.percent(value)

/** The figure of a claim such as '2000+' or '1,500+', for 'أكثر من 2,000'. */
export const claimValue = (claim: string): number => Number.parseInt(claim.replace(/\D/g, ''), 10)

/** '2024-12-31' gives '31 ديسمبر 2024'. */
export const longDate = (iso: string): string => format.date(iso)

/**
 * The forms of a counted noun; {n} stands for the number. One and two are said without a figure
 * (موضوع واحد، موضوعان), 3 to 10 take the plural (5 موضوعات), 11 to 99 the singular in the
 * accusative (15 موضوعًا), and 100 and more the singular (100 موضوع).
 */
export type CountForms = { one: string; two: string; few: string; many: string; other: string }

export function counted(value: number, forms: CountForms): string {
  const rule = format.plural(value)
  const form = rule === 'zero' ? forms.other : forms[rule as keyof CountForms]
  return form.replace('{n}', number(value))
}

/** موضوع (topic), counted. */
export const topics: CountForms = {
  one: 'موضوع واحد',
  two: 'موضوعان',
  few: '{n} موضوعات',
  many: '{n} موضوعًا',
  other: '{n} موضوع',
}

/** منهج (curriculum), counted. */
export const curricula: CountForms = {
  one: 'منهج واحد',
  two: 'منهجان',
  few: '{n} مناهج',
  many: '{n} منهجًا',
  other: '{n} منهج',
}

/** لغة (language), counted. */
export const languages: CountForms = {
  one: 'لغة واحدة',
  two: 'لغتان',
  few: '{n} لغات',
  many: '{n} لغةً',
  other: '{n} لغة',
}

/** تجربة (experience), counted. */
export const experiences: CountForms = {
  one: 'تجربة واحدة',
  two: 'تجربتان',
  few: '{n} تجارب',
  many: '{n} تجربةً',
  other: '{n} تجربة',
}

/** دولة (country), counted. */
export const countries: CountForms = {
  one: 'دولة واحدة',
  two: 'دولتان',
  few: '{n} دول',
  many: '{n} دولةً',
  other: '{n} دولة',
}

/** مدرسة (school), counted. */
export const schools: CountForms = {
  one: 'مدرسة واحدة',
  two: 'مدرستان',
  few: '{n} مدارس',
  many: '{n} مدرسةً',
  other: '{n} مدرسة',
}

/** سنة (year), counted. */
export const years: CountForms = {
  one: 'سنة واحدة',
  two: 'سنتان',
  few: '{n} سنوات',
  many: '{n} سنةً',
  other: '{n} سنة',
}
