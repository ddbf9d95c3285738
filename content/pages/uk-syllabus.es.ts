import type { PageContent } from '../types'
import { syllabus } from '../syllabus/uk'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.uk,
  theme: 'syllabus',
  title: 'Programa del Currículo Nacional del Reino Unido',
  description: `Cómo se alinea ${p} con el Currículo Nacional de Inglaterra: ${topics(biology)} de biología, ${number(chemistry)} de química y ${number(physics)} de física, todos explorados en realidad virtual inmersiva.`,
  eyebrow: 'Currículo británico',
  heading: 'Currículo Nacional de Inglaterra (currículo británico)',
  intro:
    'Los temas de ciencias del Currículo Nacional que abarcan nuestros mundos, agrupados por asignatura, en las etapas clave 3 y 4.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, desde las células y la organización de los seres vivos hasta la respiración, la circulación y la evolución.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, desde los átomos y la tabla periódica hasta la velocidad de reacción y la química orgánica.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, desde las fuerzas y la energía hasta las ondas, la electricidad y el magnetismo.`,
    },
  ],
}
