import type { ContinentGroup, Syllabus, SyllabusSubject } from '../../content/types'

/**
 * Case-insensitive, accent-insensitive comparison form: 'Côte' and 'cote' meet. In Arabic, the
 * vowel marks, the hamza on or under a letter and the tatweel are set aside, and a final ى reads
 * as ي, as people often type them: 'الامارات' finds الإمارات.
 */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\u0649/g, '\u064a')
    .toLowerCase()
    .trim()

/**
 * The /CountryList search: countries whose name contains the query, in groups
 * that keep their order and alphabetical sorting; groups with no match are left out.
 */
export function searchCountries(
  groups: readonly ContinentGroup[],
  query: string,
): ContinentGroup[] {
  const needle = fold(query)
  return groups
    .map((group) => ({
      continent: group.continent,
      countries: group.countries.filter((country) => fold(country).includes(needle)),
    }))
    .filter((group) => group.countries.length > 0)
}

export type TopicMatch = {
  syllabus: Syllabus
  subject: SyllabusSubject
  topics: string[]
}

/**
 * The /curriculum topic finder: every curriculum and subject whose topics contain the query,
 * with the matching topics. Queries under two characters find nothing (every list has an 'a').
 */
export function findTopics(syllabi: readonly Syllabus[], query: string): TopicMatch[] {
  const needle = fold(query)
  if (needle.length < 2) return []
  return syllabi.flatMap((syllabus) =>
    syllabus.groups
      .map((group) => ({
        syllabus,
        subject: group.subject,
        topics: [...new Set(group.topics.filter((topic) => fold(topic).includes(needle)))],
      }))
      .filter((match) => match.topics.length > 0),
  )
}
