// The proposal a school takes to its board: the words of /proposal. Its figures come from the
// estimator's arithmetic (src/lib/estimate.ts) and content/facts.ts; what is included comes from
// the schools, lab set-up and training pages (their sections are read, not copied). Templates
// carry {names} that the view fills in; counted words give one text per plural form.
import { paths } from '../paths'
import { site } from '../site'

const p = site.productName

/** A counted word, one text per plural form the language has (CLDR); `other` when one is missing. */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & {
  one: string
  other: string
}

export const proposal = {
  path: '/proposal',
  title: 'Proposal for a VR science lab',
  description:
    `A printable proposal for a ${p} VR science lab: the licence year by year with and ` +
    'without the grant, what is included, the curriculum fit and the next steps.',
  eyebrow: `${p} for Schools`,
  preparedFor: 'Prepared for',
  preparedOn: 'Prepared on',
  reading: 'Reading the proposal’s address…',
  controls: {
    heading: 'Adjust this proposal',
    intro: 'Change any choice: the document and its address follow.',
    labs: 'Number of labs',
    years: 'Licence length',
    curriculum: 'Curriculum',
    country: 'Country',
    school: 'School name (optional)',
    none: 'Not chosen',
  },
  ignored: {
    heading: 'Part of this address could not be used',
    labs: 'The number of labs was not a whole number from {min} to {max}: {value} is shown.',
    years: 'The licence length was not from {min} to {max} years: {value} is shown.',
    curriculum: 'The curriculum was not one we know: none is shown.',
    country: 'The country was not one we know: none is shown.',
    school: 'The school’s name was longer than {max} characters and has been cut.',
    dismiss: 'Dismiss',
  },
  summary: {
    heading: 'Summary',
    labs: { one: '{count} lab', other: '{count} labs' } as PluralWords,
    length: 'Licence',
    /** Between the labs and the years: '3 labs, 4 years'. */
    separator: ', ',
  },
  licence: {
    heading: 'The licence',
    intro:
      `One licence covers one ${p} VR lab, with every live world for every student in it. ` +
      'The list price is {price} per lab per year; the grant pays part of it in each year.',
    caption: 'The licence year by year, in US dollars',
    listPrice: 'List price per lab',
    total: 'Total',
    note: 'An estimate, not a quote, in US dollars before any taxes.',
  },
  included: {
    heading: 'What is included',
    features: 'The schools edition',
    rollout: 'The rollout plan',
    training: 'Training and certification',
  },
  curriculum: {
    heading: 'Curriculum fit',
    chosen: '{curriculum}: the topics our worlds cover, by subject.',
    notChosen: 'The topics our worlds cover in each curriculum, by subject.',
    topics: { one: '{count} topic', other: '{count} topics' } as PluralWords,
    forExample: 'For example:',
    column: 'Curriculum',
  },
  eligibility: {
    heading: 'Grant eligibility',
    eligible: '{country} is one of the {count} countries whose schools can apply for the grant.',
    notEligible:
      '{country} is not on the list of the {count} countries whose schools can apply for the ' +
      'grant today.',
    noCountry: 'Schools in {count} countries can apply for the grant.',
    newLabsOnly: 'The grant is for new labs only, for the first {schools} schools in each country.',
  },
  next: {
    heading: 'How to go on',
    text: 'Write to us at {email}, or send us this proposal and we will answer within days.',
    send: 'Send this proposal to us',
    print: 'Print or save as PDF',
    address: 'This proposal online',
  },
  /** The message the school contact form opens with; the visitor can change every word. */
  message:
    'We would like to discuss this proposal: {labs}, {years}, {withGrant} with the grant ' +
    '({withoutGrant} without).{curriculum}{country} {link}',
  messageCurriculum: ' Curriculum: {name}.',
  messageCountry: ' Country: {name}.',
  links: { estimator: `${paths.labSetup}#estimator` },
}
