import type { SyllabusSubject } from '../../../content/types'
import { m } from '../../paraglide/messages'

/** A curriculum subject's name in the build's language (the subject itself is an id). */
export const subjectNames: Record<SyllabusSubject, string> = {
  Biology: m.syllabus_subject_biology(),
  Chemistry: m.syllabus_subject_chemistry(),
  Physics: m.syllabus_subject_physics(),
}
