import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.india,
  theme: 'syllabus',
  title: 'India CBSE & ICSE Syllabus',
  description:
    `How ${p} maps to the CBSE and ICSE science syllabi: 32 biology, 28 chemistry and 30 ` +
    'physics topics, each explored in immersive VR.',
  eyebrow: 'India',
  heading: 'India CBSE & ICSE',
  intro: 'The CBSE and ICSE science topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '32 topics, from cells and tissues to life processes, heredity and the environment.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '28 topics, from atoms and molecules to acids, bases, salts and carbon compounds.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '30 topics, from motion and force to light, electricity and magnetic effects.',
    },
  ],
}
