import type { PageContent } from '../types'
import { syllabus } from '../syllabus/uk'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.uk,
  theme: 'syllabus',
  title: 'UK National Curriculum Syllabus',
  description:
    `How ${p} maps to the National Curriculum for England: ${biology} biology, ${chemistry} chemistry and ${physics} ` +
    'physics topics, each explored in immersive VR.',
  eyebrow: 'British Curriculum',
  heading: syllabus.heading,
  intro:
    'The National Curriculum science topics covered by our worlds, grouped by subject, ' +
    'across key stages 3 and 4.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, from cells and organization to respiration, circulation and evolution.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, from atoms and the periodic table to rates and organic chemistry.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, from forces and energy to waves, electricity and magnetism.`,
    },
  ],
}
