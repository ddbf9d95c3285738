import type { PageContent } from '../types'
import { claims, comingSoonLabel, p, paths, worldsComing, worldsOnline } from './shared'

export const page: PageContent = {
  path: paths.subjects,
  theme: 'info',
  title: 'Subjects',
  description:
    `Explore the ${p} worlds: BioVerse, ChemVerse, AtomVerse and SpaceVerse today, with ` +
    'GeoVerse for earth science and mathVerse coming soon.',
  eyebrow: 'Subjects',
  heading: 'Six Worlds, One Universe of Science',
  intro:
    'Each subject is a world to step into, with its own experiences, practicals and quizzes ' +
    'built around the topics students meet in class.',
  sections: [
    {
      id: 'worlds',
      eyebrow: 'Explore now',
      heading: 'Worlds Ready for Your Classroom',
      items: worldsOnline.map((world) => ({
        title: world.name,
        badge: world.subject,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'coming-soon',
      eyebrow: 'In development',
      heading: 'Coming Soon',
      items: worldsComing.map((world) => ({
        title: world.name,
        badge: comingSoonLabel,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'curriculum',
      heading: 'Mapped to What Students Study',
      body:
        `Every world is aligned to ${claims.curricula} curricula, from IB and Cambridge to ` +
        'CBSE and the US standards.',
      ctas: [{ kind: 'link', label: 'See the Curricula', to: paths.curriculum }],
    },
  ],
}
