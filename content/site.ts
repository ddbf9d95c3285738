// Site-wide settings and the business constants, in this module's language.
// The numbers live in content/facts.ts (one place for each, the same in every language); this
// module adds the words: the tagline, the location, the deadline and the claims written out.
import { brand, claimFigures, grantTerms } from './facts'
import { formatters } from './format'

export {
  blogCarousel,
  currencyByCountry,
  defaultCurrency,
  limits,
  pricing,
  shareWindows,
  timings,
} from './facts'

// Dates day first, as the whole site writes them: 31 December 2024.
const { date, number } = formatters('en')

export const site = {
  ...brand,
  tagline: 'Immersive VR science labs for grades 5 to 12',
  location: 'Delaware, US',
}

export const grant = {
  ...grantTerms,
  deadlineLabel: date(grantTerms.deadline),
}

/**
 * The product's claims as the copy writes them: '2000+', '1,500+', '300 to 1000 sq ft'. The
 * experiences are written ungrouped, as they always were; most pages show grouped(claims...).
 */
export const claims = {
  experiences: `${claimFigures.experiences}+`,
  practicals: `${number(claimFigures.practicals)}+`,
  quizzes: `${number(claimFigures.quizzes)}+`,
  curricula: `${number(claimFigures.curricula)}+`,
  languages: `${number(claimFigures.languages)}+`,
  labSpace: `${claimFigures.labSpaceSqFt.from} to ${claimFigures.labSpaceSqFt.to} sq ft`,
}
