import type { PageContent } from '../types'
import { syllabus } from '../syllabus/cambridge'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.cambridge,
  theme: 'syllabus',
  title: 'Programme Cambridge',
  description: `Comment ${p} s’aligne sur les sciences de Cambridge IGCSE et A Level\u00A0: ${topics(biology)} de biologie, ${number(chemistry)} de chimie et ${number(physics)} de physique, explorés en réalité virtuelle immersive.`,
  eyebrow: 'International',
  heading: 'Cambridge IGCSE et A Level',
  intro:
    'Les thèmes de Cambridge IGCSE et A Level couverts par nos univers, regroupés par matière.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, dont les cellules, les enzymes, le transport, la respiration et l’hérédité.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, dont les états de la matière, l’électrolyse et la chimie organique.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, dont le mouvement, les forces, la physique thermique, les ondes et l’électricité.`,
    },
  ],
}
