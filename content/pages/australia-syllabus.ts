import type { PageContent } from '../types'
import { syllabus } from '../syllabus/australia'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.australia,
  theme: 'syllabus',
  title: 'Australian Curriculum Syllabus',
  description:
    `How ${p} maps to the Australian Curriculum: ${biology} biology, ${chemistry} chemistry and ${physics} physics ` +
    'topics from the science understanding strand, in VR.',
  eyebrow: 'Australia',
  heading: syllabus.heading,
  intro: 'The Australian Curriculum science topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, from cells and body systems to genetics, ecosystems and evolution.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, from particles and atoms to chemical reactions and rates.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, from forces and energy transfer to waves, electricity and the universe.`,
    },
  ],
}
