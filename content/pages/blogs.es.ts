import type { Cta, PageContent } from '../types'
import { claims, getInTouch, grant, p, paths, svsName } from './shared'
import { claimNumber, percent } from './wording.es'

export const page: PageContent = {
  path: paths.blogs,
  theme: 'blog',
  title: 'Innovación e investigación',
  description:
    'Investigación, historias de aula y novedades sobre el aprendizaje inmersivo, los ' +
    `laboratorios de ciencias en realidad virtual y el futuro de la educación, del equipo de ${p}.`,
  eyebrow: 'Blog',
  heading: 'Innovación e investigación',
  intro: 'Ideas, evidencia e historias de aulas que ya aprenden en realidad virtual.',
  heroCtas: [{ kind: 'modal', label: 'Reciba las novedades', modal: 'subscribe' }],
  sections: [
    {
      id: 'latest',
      eyebrow: 'Lo último',
      heading: 'Recién salido del laboratorio',
    },
    {
      id: 'all',
      heading: 'Todos los artículos',
      body: 'Busque por palabra clave o explore por categoría.',
    },
    { id: 'trending', heading: 'Lo más leído' },
    { id: 'categories', heading: 'Categoría' },
    {
      id: 'empty',
      heading: 'No se encontraron artículos',
      body: 'Pruebe con otra búsqueda',
    },
  ],
}

/** The post page's own copy (docs/product.md, "Blog › Post"): the share row and the product banner. */
export const postPage = {
  share: {
    heading: 'Comparta este artículo',
    /** The accessible names of the icon-only share buttons. */
    networks: {
      facebook: 'Compartir en Facebook',
      instagram: 'Compartir en Instagram',
      x: 'Compartir en X (Twitter)',
      linkedin: 'Compartir en LinkedIn',
      email: 'Compartir por correo electrónico',
    },
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    copiedForInstagram: 'Enlace copiado: péguelo en Instagram',
    copyFailed: 'No se pudo copiar el enlace',
  },
  /** Shown with the default banner that replaces a post's broken one. */
  defaultBannerAlt: `Hexágono con anillos en órbita, el motivo de ${p}`,
}

/** The blog's product banner: under the list, and after a post's share row. */
export const blogPromo = {
  eyebrow: svsName,
  heading: 'Convierta cualquier aula en un laboratorio de ciencias de realidad virtual',
  text:
    `Más de ${claimNumber(claims.experiences)} experiencias prácticas, de la célula al sistema ` +
    `solar, y subvenciones que cubren hasta el ${percent(grant.maxGrantPercent)} de un ` +
    'laboratorio nuevo.',
  /** Artwork in src/assets/art. */
  art: 'hero-vr-classroom',
  ctas: [{ kind: 'link', label: 'Más información', to: paths.schools }, getInTouch] satisfies Cta[],
}
