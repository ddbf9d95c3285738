import type { PageContent } from '../types'
import { syllabus } from '../syllabus/us'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.us,
  theme: 'syllabus',
  title: 'Programme des standards américains',
  description: `Comment ${p} s’aligne sur les standards américains Common Core et Next Generation Science Standards\u00A0: ${topics(biology)} de sciences de la vie, ${number(chemistry)} de chimie et ${number(physics)} de physique, en réalité virtuelle.`,
  eyebrow: 'États-Unis',
  heading: 'Common Core State Standards et Next Generation Science Standards (NGSS) des États-Unis',
  intro:
    'Les standards américains couverts par nos univers, regroupés par matière, pour les sciences au collège et au lycée.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, de la structure cellulaire et de la photosynthèse à l’hérédité et aux écosystèmes.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, de la structure de la matière aux réactions chimiques, aux acides et aux bases.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, des forces et du mouvement à l’énergie, aux ondes et à l’électromagnétisme.`,
    },
  ],
}
