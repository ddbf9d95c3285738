import type { PageContent } from '../types'
import { p, paths, sviName, svsName } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'Page introuvable',
  description:
    `La page que vous cherchiez est introuvable. Revenez à la page d’accueil de ${p} pour ` +
    'explorer nos univers scientifiques immersifs en réalité virtuelle.',
  heading: 'Page introuvable',
  intro: 'Cette page semble avoir dérivé dans l’espace. Revenons sur la terre ferme.',
  heroCtas: [{ kind: 'link', label: 'Retour à l’accueil', to: paths.home }],
  sections: [
    {
      id: 'popular',
      heading: 'Pages populaires',
      items: [
        { title: svsName, to: paths.schools },
        { title: sviName, to: paths.individuals },
        { title: 'Matières', to: paths.subjects },
        { title: 'Innovations et recherche', to: paths.blogs },
      ],
    },
  ],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt =
  '404\u00A0: un casque de réalité virtuelle qui s’éloigne d’une orbite brisée'
