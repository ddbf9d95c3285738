import type { PageContent } from '../types'
import { syllabus } from '../syllabus/uk'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.uk,
  theme: 'syllabus',
  title: 'Programme national du Royaume-Uni',
  description: `Comment ${p} s’aligne sur le National Curriculum d’Angleterre\u00A0: ${topics(biology)} de biologie, ${number(chemistry)} de chimie et ${number(physics)} de physique, chacun exploré en réalité virtuelle immersive.`,
  eyebrow: 'Programme britannique',
  heading: 'National Curriculum d’Angleterre (programme britannique)',
  intro:
    'Les thèmes de sciences du National Curriculum couverts par nos univers, regroupés par matière, pour les Key Stages 3 et 4.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, des cellules et de l’organisation du vivant à la respiration, à la circulation et à l’évolution.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, des atomes et du tableau périodique aux vitesses de réaction et à la chimie organique.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, des forces et de l’énergie aux ondes, à l’électricité et au magnétisme.`,
    },
  ],
}
