import type { PageContent } from '../types'
import { syllabus } from '../syllabus/australia'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.fr'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'thème', 'thèmes')

export const page: PageContent = {
  path: syllabusPaths.australia,
  theme: 'syllabus',
  title: 'Programme australien',
  description: `Comment ${p} s’aligne sur l’Australian Curriculum\u00A0: ${topics(biology)} de biologie, ${number(chemistry)} de chimie et ${number(physics)} de physique issus du volet Compréhension scientifique, en réalité virtuelle.`,
  eyebrow: 'Australie',
  heading: 'Programme scolaire australien (Australian Curriculum)',
  intro:
    'Les thèmes de sciences de l’Australian Curriculum couverts par nos univers, regroupés par matière.',
  sections: [
    {
      id: 'biology',
      heading: 'Biologie',
      body: `${topics(biology)}, des cellules et des systèmes du corps humain à la génétique, aux écosystèmes et à l’évolution.`,
    },
    {
      id: 'chemistry',
      heading: 'Chimie',
      body: `${topics(chemistry)}, des particules et des atomes aux réactions chimiques et à leur vitesse.`,
    },
    {
      id: 'physics',
      heading: 'Physique',
      body: `${topics(physics)}, des forces et des transferts d’énergie aux ondes, à l’électricité et à l’Univers.`,
    },
  ],
}
