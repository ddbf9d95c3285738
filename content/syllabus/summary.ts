// What the proposal says of each curriculum: how many topics it lists per subject, and the first
// few as examples. Made from the lists themselves; the build keeps only this summary
// (scripts/build-time-data-plugin.ts), so the proposal downloads neither the six lists to count
// them nor the chosen one to name three of its topics.
import type { Syllabus, SyllabusSubject } from '../types'
import { syllabi } from './index'

/** How many topics of each subject a summary names as examples. */
const exampleCount = 3

export type SyllabusSummary = {
  key: Syllabus['key']
  groups: { subject: SyllabusSubject; topics: number; examples: string[] }[]
}

/** Each curriculum, in the order the site shows them. */
export const syllabusSummaries: SyllabusSummary[] = syllabi.map((syllabus) => ({
  key: syllabus.key,
  groups: syllabus.groups.map((group) => ({
    subject: group.subject,
    topics: group.topics.length,
    examples: group.topics.slice(0, exampleCount),
  })),
}))
