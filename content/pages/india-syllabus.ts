import type { PageContent } from '../types'
import { syllabus } from '../syllabus/india'
import { p, syllabusPaths } from './shared'

const [biology, chemistry, physics] = syllabus.groups.map((group) => group.topics.length)

export const page: PageContent = {
  path: syllabusPaths.india,
  theme: 'syllabus',
  title: 'India CBSE & ICSE Syllabus',
  description:
    `How ${p} maps to the CBSE and ICSE science syllabi: ${biology} biology, ${chemistry} chemistry and ${physics} ` +
    'physics topics, each explored in immersive VR.',
  eyebrow: 'India',
  heading: syllabus.heading,
  intro: 'The CBSE and ICSE science topics covered by our worlds, grouped by subject.',
  sections: [
    {
      id: 'biology',
      heading: 'Biology',
      body: `${biology} topics, from cells and tissues to life processes, heredity and the environment.`,
    },
    {
      id: 'chemistry',
      heading: 'Chemistry',
      body: `${chemistry} topics, from atoms and molecules to acids, bases, salts and carbon compounds.`,
    },
    {
      id: 'physics',
      heading: 'Physics',
      body: `${physics} topics, from motion and force to light, electricity and magnetic effects.`,
    },
  ],
}
