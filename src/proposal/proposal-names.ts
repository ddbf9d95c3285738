// The names a proposal needs in the page's language (every country's, each curriculum's) and the
// message it hands to the contact form: loaded with the document, not in the page's first load.
import { proposal } from '../../content/pages/proposal'
import type { ProposalChoices } from '../../machines/proposal.machine'
import { countryNames } from '../components/country-select/country-names'
import type { Estimate } from '../lib/estimate'
import { curriculumNames } from './proposal-facts'
import { counted, fill, money, yearsWords } from './proposal-words'

export { countryNames, curriculumNames }

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
