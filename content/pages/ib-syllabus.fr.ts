import type { PageContent } from '../types'
import { syllabus } from '../syllabus/ib'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.ib,
  theme: 'syllabus',
  title: 'Programme de l’IB',
  description: `Comment ${p} s’aligne sur les sciences de l’IB\u00A0: ${topics(biology)} de biologie, ${number(chemistry)} de chimie et ${number(physics)} de physique, chacun prenant vie dans un parcours immersif de réalité virtuelle.`,
  eyebrow: 'International',
  heading: 'Baccalauréat International (IB)',
  intro:
    'Les thèmes de l’IB couverts par nos univers, regroupés par matière, de la biologie cellulaire aux champs et à la physique nucléaire.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, des cellules et des membranes à la génétique, à l’écologie et à la physiologie humaine.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, de la structure atomique et des liaisons à l’oxydoréduction et à la chimie organique.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, de la mécanique et de la physique thermique aux ondes, aux champs et à la physique nucléaire.`,
    },
  ],
}
