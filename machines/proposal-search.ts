// A proposal's choices as its address carries them: light enough for the page's first load,
// which writes the address (the proposal's machine, which checks what an address says, loads
// later: proposal.machine.ts).
import { syllabusPaths } from '../content/syllabus-paths'

/** The curricula a proposal can show the fit for: the syllabus lists' keys. */
export type CurriculumKey = keyof typeof syllabusPaths
export const curriculumKeys = Object.keys(syllabusPaths) as CurriculumKey[]

/** What a proposal is made of; the address carries exactly these. */
export type ProposalChoices = {
  labs: number
  years: number
  curriculum: CurriculumKey | null
  /** An ISO 3166-1 two-letter code. */
  country: string | null
  /** The school's name as text (never markup), cut to the input's length; '' when not given. */
  school: string
}

/** The address's options for a proposal: what is not chosen is left out. */
export function proposalSearch(choices: ProposalChoices): Record<string, string | number> {
  return {
    labs: choices.labs,
    years: choices.years,
    ...(choices.curriculum ? { curriculum: choices.curriculum } : {}),
    ...(choices.country ? { country: choices.country } : {}),
    ...(choices.school ? { school: choices.school } : {}),
  }
}
