// The proposal's words filled in: templates of content/pages/proposal.ts with their {names},
// counted words in the language's plural forms, and the figures through the site's formatters.
import { Fragment, type ReactNode } from 'react'
import { proposal, type PluralWords } from '../../../content/pages/proposal'
import { pricing } from '../../../content/site'
import { page as australia } from '../../../content/pages/australia-syllabus'
import { page as cambridge } from '../../../content/pages/cambridge-syllabus'
import { page as ib } from '../../../content/pages/ib-syllabus'
import { page as india } from '../../../content/pages/india-syllabus'
import { page as uk } from '../../../content/pages/uk-syllabus'
import { page as us } from '../../../content/pages/us-syllabus'
import type { CurriculumKey, ProposalChoices } from '../../../machines/proposal.machine'
import { countryNames } from '../../components/country-select/country-names'
import { byCount, formatCurrency, formatNumber } from '../../i18n/format'
import type { Estimate } from '../../lib/estimate'
import { m } from '../../paraglide/messages'

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

/** Each curriculum's name in this language: the heading of its syllabus page. */
export const curriculumNames: Record<CurriculumKey, string> = {
  ib: ib.heading,
  cambridge: cambridge.heading,
  us: us.heading,
  uk: uk.heading,
  australia: australia.heading,
  india: india.heading,
}

export const countryName = (code: string) => countryNames[code] ?? code

/**
 * The message the school contact form opens with: the proposal in one paragraph and its address.
 * It must fit the form's limit (`max`): when it would not, the link leaves the school's name out
 * (the form has its own field for it), and at worst the paragraph is cut before the link.
 */
export function handOffMessage(
  choices: ProposalChoices,
  estimate: Estimate,
  link: (withSchool: boolean) => string,
  max: number,
): string {
  const compose = (href: string) =>
    fill(proposal.message, {
      labs: counted(choices.labs, proposal.summary.labs),
      years: yearsWords(choices.years),
      withGrant: money(estimate.withGrant),
      withoutGrant: money(estimate.withoutGrant),
      curriculum: choices.curriculum
        ? fill(proposal.messageCurriculum, { name: curriculumNames[choices.curriculum] })
        : '',
      country: choices.country
        ? fill(proposal.messageCountry, { name: countryName(choices.country) })
        : '',
      link: href,
    })
  const full = compose(link(true))
  if (full.length <= max) return full
  const shorter = compose(link(false))
  if (shorter.length <= max) return shorter
  const href = link(false)
  return `${shorter.slice(0, Math.max(0, max - href.length - 2)).trimEnd()}… ${href}`
}
