// What the site says once the grant's round has closed (docs/grant-round.md): the deadline is
// content/facts.ts's, and a deployment sets the next round's with VITE_GRANT_DEADLINE. Before
// the deadline nothing here shows; after it, the grant page, the offer banner and its dialog, the
// estimator, the country list and the proposal say the round closed on that date and offer to
// register interest in the next one (src/grant/, machines/grant-round.machine.ts).
import { formatters } from './format'
import { grant } from './site'

const { number } = formatters('en')
const closed = grant.deadlineLabel

export const grantRound = {
  /** Replaces each sentence that asks for an application by the deadline. */
  closedOn: `This round of the grant closed on ${closed}.`,
  /** The notice at the top of the grant page, under `deadlineTitle`: `closedOn`, then `next`. */
  notice: {
    heading: 'Be Ready for the Next Round',
    /** After `closedOn`. */
    next:
      'Register your interest in the next round and we will write to you when it opens, or ' +
      'get our news as it is published.',
  },
  /** The deadline's card on the grant page once the date has passed, and the notice's eyebrow. */
  deadlineTitle: 'Round closed',
  /** What the buttons that opened the application say, and the application dialog's words. */
  register: 'Register Interest',
  registerTitle: 'Register Interest in the Next Round',
  registerIntro:
    'Tell us about your school and we will tell you when the next round of the grant opens.',
  /** The offer banner's and the offer dialog's small print. */
  offerNote: `*This grant round closed on ${closed}.`,
  /** The estimator's small print. */
  estimatorNote:
    `An estimate, not a quote. The grant is for new labs only, for the first ` +
    `${number(grant.schoolsPerCountry)} schools in each eligible country; this round closed ` +
    `on ${closed}.`,
  /** The proposal's grant section. */
  proposalNote:
    `This round of the grant closed on ${closed}. The next round's terms may differ; we will ` +
    'confirm them with you.',
}

export type GrantRoundWords = typeof grantRound
