// The six curricula's topic lists, in the order the site shows them.
import type { Syllabus } from '../types'
import { syllabus as australia } from './australia'
import { syllabus as cambridge } from './cambridge'
import { syllabus as ib } from './ib'
import { syllabus as india } from './india'
import { syllabus as uk } from './uk'
import { syllabus as us } from './us'

export const syllabi: readonly Syllabus[] = [ib, cambridge, us, uk, australia, india]

export const syllabusByKey: Record<Syllabus['key'], Syllabus> = {
  ib,
  cambridge,
  us,
  uk,
  australia,
  india,
}
