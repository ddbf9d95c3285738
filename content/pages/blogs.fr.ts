import type { Cta, PageContent } from '../types'
import { claims, getInTouch, p, paths, svsName, upTo } from './shared'
import { claimNumber } from './wording.fr'

export const page: PageContent = {
  path: paths.blogs,
  theme: 'blog',
  title: 'Innovations et recherche',
  description:
    'Recherche, récits de classe et actualités sur l’apprentissage immersif, les laboratoires ' +
    `de sciences en réalité virtuelle et l’avenir de l’éducation, par l’équipe ${p}.`,
  eyebrow: 'Blog',
  heading: 'Innovations et recherche',
  intro:
    'Des idées, des données probantes et des récits de classes qui apprennent déjà en réalité ' +
    'virtuelle.',
  heroCtas: [{ kind: 'modal', label: 'Recevoir les nouveautés', modal: 'subscribe' }],
  sections: [
    {
      id: 'latest',
      eyebrow: 'À la une',
      heading: 'Tout juste sorti du labo',
    },
    {
      id: 'all',
      heading: 'Tous les articles',
      body: 'Recherchez par mot-clé ou parcourez les articles par catégorie.',
    },
    { id: 'trending', heading: 'Les plus lus' },
    { id: 'categories', heading: 'Catégorie' },
    {
      id: 'empty',
      heading: 'Aucun article trouvé',
      body: 'Essayez une autre recherche',
    },
  ],
}

/** The post page's own copy (docs/product.md, "Blog › Post"): the share row and the product banner. */
export const postPage = {
  share: {
    heading: 'Partager cet article',
    /** The accessible names of the icon-only share buttons. */
    networks: {
      facebook: 'Partager sur Facebook',
      instagram: 'Partager sur Instagram',
      x: 'Partager sur X (Twitter)',
      linkedin: 'Partager sur LinkedIn',
      email: 'Partager par e-mail',
    },
    copyLink: 'Copier le lien',
    copied: 'Lien copié',
    copiedForInstagram: 'Lien copié\u00A0: collez-le dans Instagram',
    copyFailed: 'Impossible de copier le lien',
  },
  /** Shown with the default banner that replaces a post's broken one. */
  defaultBannerAlt: `Hexagone entouré d’anneaux en orbite, le motif de ${p}`,
}

/** The blog's product banner: under the list, and after a post's share row. */
export const blogPromo = {
  eyebrow: svsName,
  heading:
    'Transformez n’importe quelle salle de classe en laboratoire de sciences en réalité virtuelle',
  text:
    `Plus de ${claimNumber(claims.experiences)} parcours immersifs, de la cellule au ` +
    `système solaire, et des subventions qui couvrent ${upTo} d’un nouveau laboratoire.`,
  /** Artwork in src/assets/art. */
  art: 'hero-vr-classroom',
  ctas: [{ kind: 'link', label: 'En savoir plus', to: paths.schools }, getInTouch] satisfies Cta[],
}
