import type { PageContent } from '../types'
import { syllabus } from '../syllabus/ib'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.ib,
  theme: 'syllabus',
  title: 'IB Syllabus',
  description:
    `How ${p} maps to IB sciences: ${biology} biology, ${chemistry} chemistry and ${physics} physics topics, each ` +
    'brought to life in an immersive VR experience.',
  eyebrow: 'International',
  heading: syllabus.heading,
  intro:
    'The IB topics covered by our worlds, grouped by subject, from cell biology to fields ' +
    'and nuclear physics.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, from cells and membranes to genetics, ecology and human physiology.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, from atomic structure and bonding to redox and organic chemistry.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, from mechanics and thermal physics to waves, fields and nuclear.`,
    },
  ],
}
