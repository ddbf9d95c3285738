import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.australia,
  theme: 'syllabus',
  title: 'Australian Curriculum Syllabus',
  description:
    `How ${p} maps to the Australian Curriculum: 85 biology, 55 chemistry and 60 physics ` +
    'topics from the science understanding strand, in VR.',
  eyebrow: 'Australia',
  heading: 'Australian Curriculum',
  intro: 'The Australian Curriculum science topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '85 topics, from cells and body systems to genetics, ecosystems and evolution.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '55 topics, from particles and atoms to chemical reactions and rates.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '60 topics, from forces and energy transfer to waves, electricity and the universe.',
    },
  ],
}
