import type { PageContent } from '../types'
import { p, syllabusPaths } from './shared'

export const page: PageContent = {
  path: syllabusPaths.ib,
  theme: 'syllabus',
  title: 'IB Syllabus',
  description:
    `How ${p} maps to IB sciences: 42 biology, 60 chemistry and 45 physics topics, each ` +
    'brought to life in an immersive VR experience.',
  eyebrow: 'International',
  heading: 'International Baccalaureate (IB)',
  intro:
    'The IB topics covered by our worlds, grouped by subject, from cell biology to fields ' +
    'and nuclear physics.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: '42 topics, from cells and membranes to genetics, ecology and human physiology.',
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: '60 topics, from atomic structure and bonding to redox and organic chemistry.',
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: '45 topics, from mechanics and thermal physics to waves, fields and nuclear.',
    },
  ],
}
