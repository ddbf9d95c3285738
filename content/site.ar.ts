// Site-wide settings in Arabic: the figures come from content/facts.ts, the words are here.
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

const { date, number } = formatters('ar')

/** Square feet to whole square metres: Saudi Arabia and the UAE measure rooms in m². */
const squareMetres = (squareFeet: number) => number(Math.round(squareFeet * 0.09290304))

export const site: typeof en.site = {
  ...brand,
  tagline: 'مختبرات علوم غامرة بالواقع الافتراضي للصفوف من الخامس إلى الثاني عشر',
  location: 'ديلاوير، الولايات المتحدة',
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
    `من ${squareMetres(claimFigures.labSpaceSqFt.from)} إلى ` +
    `${squareMetres(claimFigures.labSpaceSqFt.to)} مترًا مربعًا`,
}
