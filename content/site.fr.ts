// Site-wide settings in French: the figures come from content/facts.ts, the words are here.
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

const { date, number } = formatters('fr')

/** Square feet to whole square metres: France and the French-speaking world measure rooms in m². */
const squareMetres = (squareFeet: number) => number(Math.round(squareFeet * 0.09290304))

export const site: typeof en.site = {
  ...brand,
  tagline:
    'Laboratoires de sciences immersifs en réalité virtuelle pour les élèves de 10 à 18\u00A0ans',
  location: 'Delaware, États-Unis',
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
    `${squareMetres(claimFigures.labSpaceSqFt.from)} à ` +
    `${squareMetres(claimFigures.labSpaceSqFt.to)}\u00A0m²`,
}
