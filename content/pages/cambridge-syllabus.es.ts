import type { PageContent } from '../types'
import { syllabus } from '../syllabus/cambridge'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.cambridge,
  theme: 'syllabus',
  title: 'Programa de Cambridge',
  description: `Cómo se alinea ${p} con las ciencias de Cambridge IGCSE y A Level: ${topics(biology)} de biología, ${number(chemistry)} de química y ${number(physics)} de física, explorados en realidad virtual inmersiva.`,
  eyebrow: 'Internacional',
  heading: 'Cambridge IGCSE y A Level',
  intro:
    'Los temas de Cambridge IGCSE y A Level que abarcan nuestros mundos, agrupados por asignatura.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, entre ellos las células, las enzimas, el transporte, la respiración y la herencia.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, entre ellos los estados de la materia, la electrólisis y la química orgánica.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, entre ellos el movimiento, las fuerzas, la física térmica, las ondas y la electricidad.`,
    },
  ],
}
