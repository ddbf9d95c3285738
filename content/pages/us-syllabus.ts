import type { PageContent } from '../types'
import { syllabus } from '../syllabus/us'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.us,
  theme: 'syllabus',
  title: 'US Standards Syllabus',
  description:
    `How ${p} maps to the US Common Core and Next Generation Science Standards: ${biology} life ` +
    `science, ${chemistry} chemistry and ${physics} physics topics in VR.`,
  eyebrow: 'United States',
  heading: syllabus.heading,
  intro:
    'The US standards covered by our worlds, grouped by subject, for middle and high ' +
    'school science.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, from cell structure and photosynthesis to heredity and ecosystems.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, from the structure of matter to chemical reactions and acids and bases.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, from forces and motion to energy, waves and electromagnetism.`,
    },
  ],
}
