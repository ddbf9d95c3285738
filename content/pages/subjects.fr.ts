import type { PageContent } from '../types'
import { claims, comingSoonLabel, p, paths, worldsComing, worldsOnline } from './shared'
import { claimNumber } from './wording.fr'

export const page: PageContent = {
  path: paths.subjects,
  theme: 'info',
  title: 'Matières',
  description:
    `Explorez les univers ${p}\u00A0: BioVerse, ChemVerse, AtomVerse et SpaceVerse dès ` +
    'aujourd’hui, et bientôt GeoVerse, pour les sciences de la Terre, ainsi que mathVerse.',
  eyebrow: 'Matières',
  heading: 'Six univers pour explorer les sciences',
  intro:
    'Chaque matière est un univers dans lequel entrer, avec ses propres parcours immersifs, ' +
    'travaux pratiques et quiz, conçus autour des thèmes que les élèves abordent en classe.',
  sections: [
    {
      id: 'worlds',
      eyebrow: 'À explorer dès maintenant',
      heading: 'Des univers prêts pour votre classe',
      items: worldsOnline.map((world) => ({
        title: world.name,
        badge: world.subject,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'coming-soon',
      eyebrow: 'En développement',
      heading: 'Bientôt disponibles',
      items: worldsComing.map((world) => ({
        title: world.name,
        badge: comingSoonLabel,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'curriculum',
      heading: 'En phase avec ce que les élèves étudient',
      body:
        `Chaque univers est aligné sur plus de ${claimNumber(claims.curricula)} programmes, de ` +
        'l’IB et Cambridge au CBSE et aux standards américains.',
      ctas: [{ kind: 'link', label: 'Voir les programmes', to: paths.curriculum }],
    },
  ],
}
