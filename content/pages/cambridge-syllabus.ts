import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.cambridge,
  theme: 'syllabus',
  title: 'Cambridge Syllabus',
  description:
    `How ${p} maps to Cambridge IGCSE and A Level sciences: 16 biology, 20 chemistry and ` +
    '16 physics topics explored in immersive VR.',
  eyebrow: 'International',
  heading: 'Cambridge IGCSE & A Levels',
  intro: 'The Cambridge IGCSE and A Level topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '16 topics, including cells, enzymes, transport, respiration and inheritance.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '20 topics, including states of matter, electrolysis and organic chemistry.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '16 topics, including motion, forces, thermal physics, waves and electricity.',
    },
  ],
}
