// The proposal's words filled in: templates of content/pages/proposal.ts with their {names},
// counted words in the language's plural forms, and the figures through the site's formatters.
// Light enough for the page's first load; the names of curricula and countries are in
// proposal-names.ts, which loads with the document.
import { Fragment, type ReactNode } from 'react'
import type { PluralWords } from '../../content/pages/proposal'
import { pricing } from '../../content/site'
import { byCount, formatCurrency, formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'

/** `fill('{a} and {b}', { a: 1, b: 'x' })` is '1 and x'; an unknown {name} stays as it is. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

/** Like `fill`, with elements for some names: the parts to render, in order. */
export function fillParts(template: string, values: Readonly<Record<string, ReactNode>>) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return name && name in values ? <Fragment key={index}>{values[name]}</Fragment> : part
  })
}

/** A count with its word, in the language's plural form: '3 labs', 'مختبران'. */
export const counted = (count: number, words: PluralWords) =>
  fill(byCount(count, words), { count: formatNumber(count) })

/** Whole US dollars, the licence's currency, as the language writes them. */
export const money = (amount: number) => formatCurrency(amount, pricing.currency)

export const yearsWords = (years: number) =>
  byCount(years, {
    one: m.tools_years_one,
    two: m.tools_years_two,
    few: m.tools_years_few,
    many: m.tools_years_many,
    other: m.tools_years_other,
  })({ count: formatNumber(years) })
