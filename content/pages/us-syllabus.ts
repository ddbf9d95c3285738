import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.us,
  theme: 'syllabus',
  title: 'US Standards Syllabus',
  description:
    `How ${p} maps to the US Common Core and Next Generation Science Standards: 78 life ` +
    'science, 53 chemistry and 62 physics topics in VR.',
  eyebrow: 'United States',
  heading: 'US Common Core State Standards & Next Generation Science Standards',
  intro:
    'The US standards covered by our worlds, grouped by subject, for middle and high ' +
    'school science.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '78 topics, from cell structure and photosynthesis to heredity and ecosystems.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '53 topics, from the structure of matter to chemical reactions and acids and bases.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '62 topics, from forces and motion to energy, waves and electromagnetism.',
    },
  ],
}
