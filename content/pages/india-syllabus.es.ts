import type { PageContent } from '../types'
import { syllabus } from '../syllabus/india'
import { p, syllabusPaths } from './shared'
import { counted, number } from './wording.es'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)
const topics = (count: number) => counted(count, 'tema', 'temas')

export const page: PageContent = {
  path: syllabusPaths.india,
  theme: 'syllabus',
  title: 'Programa CBSE e ICSE de la India',
  description: `Cómo se alinea ${p} con los programas de ciencias del CBSE y el ICSE: ${topics(biology)} de biología, ${number(chemistry)} de química y ${number(physics)} de física, todos explorados en realidad virtual inmersiva.`,
  eyebrow: 'India',
  heading: 'CBSE e ICSE de la India',
  intro:
    'Los temas de ciencias del CBSE y el ICSE que abarcan nuestros mundos, agrupados por asignatura.',
  sections: [
    {
      id: 'biology',
      heading: 'Biología',
      body: `${topics(biology)}, desde las células y los tejidos hasta los procesos vitales, la herencia y el medio ambiente.`,
    },
    {
      id: 'chemistry',
      heading: 'Química',
      body: `${topics(chemistry)}, desde los átomos y las moléculas hasta los ácidos, las bases, las sales y los compuestos del carbono.`,
    },
    {
      id: 'physics',
      heading: 'Física',
      body: `${topics(physics)}, desde el movimiento y la fuerza hasta la luz, la electricidad y los efectos magnéticos.`,
    },
  ],
}
