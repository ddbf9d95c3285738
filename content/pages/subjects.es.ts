import type { PageContent } from '../types'
import { claims, comingSoonLabel, p, paths, worldsComing, worldsOnline } from './shared'
import { claimNumber } from './wording.es'

export const page: PageContent = {
  path: paths.subjects,
  theme: 'info',
  title: 'Asignaturas',
  description:
    `Explore los mundos de ${p}: BioVerse, ChemVerse, AtomVerse y SpaceVerse ya disponibles, ` +
    'y próximamente GeoVerse, para ciencias de la Tierra, y mathVerse.',
  eyebrow: 'Asignaturas',
  heading: 'Seis mundos, un universo de ciencia',
  intro:
    'Cada asignatura es un mundo en el que se puede entrar, con sus propias experiencias, ' +
    'prácticas y cuestionarios creados en torno a los temas que los estudiantes ven en clase.',
  sections: [
    {
      id: 'worlds',
      eyebrow: 'Explore ahora',
      heading: 'Mundos listos para su aula',
      items: worldsOnline.map((world) => ({
        title: world.name,
        badge: world.subject,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'coming-soon',
      eyebrow: 'En desarrollo',
      heading: 'Próximamente',
      items: worldsComing.map((world) => ({
        title: world.name,
        badge: comingSoonLabel,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'curriculum',
      heading: 'Alineados con lo que estudian los alumnos',
      body:
        `Cada mundo está alineado con más de ${claimNumber(claims.curricula)} currículos, desde ` +
        'el IB y Cambridge hasta el CBSE y los estándares de EE. UU.',
      ctas: [{ kind: 'link', label: 'Ver los currículos', to: paths.curriculum }],
    },
  ],
}
