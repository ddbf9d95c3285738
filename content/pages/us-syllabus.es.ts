import type { PageContent } from '../types'
import { syllabus } from '../syllabus/us'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.us,
  theme: 'syllabus',
  title: 'Programa de los estándares de EE. UU.',
  description: `Cómo se alinea ${p} con los estándares Common Core y los Estándares de Ciencias de Nueva Generación de EE. UU.: ${topics(biology)} de ciencias de la vida, ${number(chemistry)} de química y ${number(physics)} de física, en realidad virtual.`,
  eyebrow: 'Estados Unidos',
  heading:
    'Estándares Estatales Comunes (Common Core) y Estándares de Ciencias de Nueva Generación (NGSS) de EE. UU.',
  intro:
    'Los estándares de EE. UU. que abarcan nuestros mundos, agrupados por asignatura, para la secundaria y el bachillerato.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, desde la estructura celular y la fotosíntesis hasta la herencia y los ecosistemas.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, desde la estructura de la materia hasta las reacciones químicas, los ácidos y las bases.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, desde las fuerzas y el movimiento hasta la energía, las ondas y el electromagnetismo.`,
    },
  ],
}
