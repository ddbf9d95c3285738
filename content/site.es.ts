// Site-wide settings in Spanish: the figures come from content/facts.ts, the words are here.
import { brand, claimFigures, grantTerms } from './facts'
import { formatters } from './format'
import type * as en from './site'

export {
  blogCarousel,
  currencyByCountry,
  defaultCurrency,
  limits,
  pricing,
  shareWindows,
  timings,
} from './facts'

const { date, number } = formatters('es')

/** Square feet to whole square metres: Peru and Colombia measure rooms in m². */
const squareMetres = (squareFeet: number) => number(Math.round(squareFeet * 0.09290304))

export const site: typeof en.site = {
  ...brand,
  tagline: 'Laboratorios de ciencias inmersivos en realidad virtual para los grados 5 a 12',
  location: 'Delaware, EE. UU.',
}

export const grant: typeof en.grant = {
  ...grantTerms,
  deadlineLabel: date(grantTerms.deadline),
}

export const claims: typeof en.claims = {
  experiences: `${number(claimFigures.experiences)}+`,
  practicals: `${number(claimFigures.practicals)}+`,
  quizzes: `${number(claimFigures.quizzes)}+`,
  curricula: `${number(claimFigures.curricula)}+`,
  languages: `${number(claimFigures.languages)}+`,
  labSpace:
    `${squareMetres(claimFigures.labSpaceSqFt.from)} a ` +
    `${squareMetres(claimFigures.labSpaceSqFt.to)} m²`,
}
