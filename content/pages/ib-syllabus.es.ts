import type { PageContent } from '../types'
import { syllabus } from '../syllabus/ib'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.ib,
  theme: 'syllabus',
  title: 'Programa del IB',
  description: `Cómo se alinea ${p} con las ciencias del IB: ${topics(biology)} de biología, ${number(chemistry)} de química y ${number(physics)} de física, que cobran vida en experiencias inmersivas de realidad virtual.`,
  eyebrow: 'Internacional',
  heading: 'Bachillerato Internacional (IB)',
  intro:
    'Los temas del IB que abarcan nuestros mundos, agrupados por asignatura, desde la biología celular hasta los campos y la física nuclear.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, desde las células y las membranas hasta la genética, la ecología y la fisiología humana.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, desde la estructura atómica y los enlaces hasta la oxidación-reducción y la química orgánica.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, desde la mecánica y la física térmica hasta las ondas, los campos y la física nuclear.`,
    },
  ],
}
