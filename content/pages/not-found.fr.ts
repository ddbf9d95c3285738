import type { PageContent } from '../types'
import { p, paths } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'Page introuvable',
  description:
    `La page que vous cherchiez est introuvable. Revenez à la page d’accueil de ${p} pour ` +
    'explorer nos univers scientifiques immersifs en réalité virtuelle.',
  heading: 'Page introuvable',
  intro: 'Cette page semble avoir dérivé dans l’espace. Revenons sur la terre ferme.',
  // The screen is its image, heading and one line (docs/product.md): no other content.
  sections: [],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt =
  '404\u00A0: un casque de réalité virtuelle qui s’éloigne d’une orbite brisée'
