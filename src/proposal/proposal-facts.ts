// What the proposal takes from other pages, in the page's language: the schools page's features,
// the lab set-up page's rollout and grant terms, the training page's fees, the curricula's names
// and which countries the grant covers. The build keeps only these (scripts/build-time-data-
// plugin.ts): the proposal does not download four pages' whole content for a few sections.
import { page as curriculumPage } from '../../content/pages/curriculum'
import { page as labSetup } from '../../content/pages/lab-setup'
import { page as schools } from '../../content/pages/schools'
import { page as training } from '../../content/pages/training'
import { syllabusPaths } from '../../content/syllabus-paths'
import type { PageContent } from '../../content/types'
import type { CurriculumKey } from '../../machines/proposal-search'
import { eligibleCountryCodes } from '../views/countries/eligible-codes'

const section = (page: PageContent, id: string) => {
  const found = page.sections.find((s) => s.id === id)
  if (!found) throw new Error(`${page.path} has no section ${id}`)
  return found
}

/** What a school gets, as the schools page lists it. */
export const features: { title: string; figure?: string; text: string }[] = (
  section(schools, 'features').items ?? []
).map(({ title, figure, text }) => ({ title, text: text ?? '', ...(figure ? { figure } : {}) }))

/** The five steps of a lab's set-up, as the lab set-up page tells them. */
export const rollout: { title: string; text: string }[] = (
  section(labSetup, 'journey').items ?? []
).map(({ title, text }) => ({ title, text: text ?? '' }))

export const trainingFees: string = section(training, 'fees').body ?? ''
export const grantTerms: string = section(labSetup, 'grant-note').body ?? ''

const curricula = section(curriculumPage, 'curricula').items ?? []

/** Each curriculum's name in this language, as the curriculum page lists it. */
export const curriculumNames = Object.fromEntries(
  (Object.entries(syllabusPaths) as [CurriculumKey, string][]).map(([key, path]) => [
    key,
    curricula.find((item) => item.to === path)?.title ?? key,
  ]),
) as Record<CurriculumKey, string>

/** The codes of the countries whose schools the grant covers. */
export const eligibleCodes: string[] = [...new Set(Object.values(eligibleCountryCodes))].sort()
