import type { PageContent } from '../types'
import { syllabus } from '../syllabus/australia'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.australia,
  theme: 'syllabus',
  title: 'Programa del Currículo Australiano',
  description: `Cómo se alinea ${p} con el Currículo Australiano: ${topics(biology)} de biología, ${number(chemistry)} de química y ${number(physics)} de física del eje de comprensión científica, en realidad virtual.`,
  eyebrow: 'Australia',
  heading: 'Currículo Australiano',
  intro:
    'Los temas de ciencias del Currículo Australiano que abarcan nuestros mundos, agrupados por asignatura.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, desde las células y los sistemas del cuerpo hasta la genética, los ecosistemas y la evolución.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, desde las partículas y los átomos hasta las reacciones químicas y su velocidad.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, desde las fuerzas y la transferencia de energía hasta las ondas, la electricidad y el universo.`,
    },
  ],
}
