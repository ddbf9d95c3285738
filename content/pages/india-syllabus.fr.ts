import type { PageContent } from '../types'
import { syllabus } from '../syllabus/india'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.india,
  theme: 'syllabus',
  title: 'Programme CBSE et ICSE (Inde)',
  description: `Comment ${p} s’aligne sur les programmes de sciences du CBSE et de l’ICSE\u00A0: ${topics(biology)} de biologie, ${number(chemistry)} de chimie et ${number(physics)} de physique, chacun exploré en réalité virtuelle immersive.`,
  eyebrow: 'Inde',
  heading: 'CBSE et ICSE (Inde)',
  intro:
    'Les thèmes de sciences du CBSE et de l’ICSE couverts par nos univers, regroupés par matière.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, des cellules et des tissus aux processus vitaux, à l’hérédité et à l’environnement.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, des atomes et des molécules aux acides, aux bases, aux sels et aux composés du carbone.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, du mouvement et de la force à la lumière, à l’électricité et aux effets magnétiques.`,
    },
  ],
}
