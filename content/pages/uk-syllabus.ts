import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.uk,
  theme: 'syllabus',
  title: 'UK National Curriculum Syllabus',
  description:
    `How ${p} maps to the National Curriculum for England: 47 biology, 40 chemistry and 55 ` +
    'physics topics, each explored in immersive VR.',
  eyebrow: 'British Curriculum',
  heading: 'UK National Curriculum for England',
  intro:
    'The National Curriculum science topics covered by our worlds, grouped by subject, ' +
    'across key stages 3 and 4.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '47 topics, from cells and organization to respiration, circulation and evolution.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '40 topics, from atoms and the periodic table to rates and organic chemistry.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '55 topics, from forces and energy to waves, electricity and magnetism.',
    },
  ],
}
