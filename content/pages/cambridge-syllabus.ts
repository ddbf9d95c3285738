import type { PageContent } from '../types'
import { syllabus } from '../syllabus/cambridge'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.cambridge,
  theme: 'syllabus',
  title: 'Cambridge Syllabus',
  description:
    `How ${p} maps to Cambridge IGCSE and A Level sciences: ${biology} biology, ${chemistry} chemistry and ` +
    `${physics} physics topics explored in immersive VR.`,
  eyebrow: 'International',
  heading: syllabus.heading,
  intro: 'The Cambridge IGCSE and A Level topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, including cells, enzymes, transport, respiration and inheritance.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, including states of matter, electrolysis and organic chemistry.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, including motion, forces, thermal physics, waves and electricity.`,
    },
  ],
}
