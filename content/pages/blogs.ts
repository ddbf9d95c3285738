import type { Cta, PageContent } from '../types'
import { claims, getInTouch, grouped, p, paths, svsName, upTo } from './shared'

export const page: PageContent = {
  path: paths.blogs,
  theme: 'blog',
  title: 'Innovations & Research',
  description:
    'Research, classroom stories and news on immersive learning, VR science labs and the ' +
    `future of education, from the ${p} team.`,
  eyebrow: 'Blog',
  heading: 'Innovations & Research',
  intro:
    'Ideas, evidence and stories from classrooms that are already learning in virtual ' +
    'reality.',
  heroCtas: [{ kind: 'modal', label: 'Get Notified', modal: 'subscribe' }],
  sections: [
    {
      id: 'latest',
      eyebrow: 'Latest',
      heading: 'Fresh From the Lab',
    },
    {
      id: 'all',
      heading: 'All Articles',
      body: 'Search by keyword or browse by category.',
    },
    { id: 'trending', heading: 'Trending blog' },
    { id: 'categories', heading: 'Category' },
    { id: 'empty', heading: 'No Blogs Found', body: 'please try searching something else' },
  ],
}

/** The post page's own copy (docs/product.md, "Blog › Post"): the share row and the product banner. */
export const postPage = {
  share: {
    heading: 'Share this article',
    /** The accessible names of the icon-only share buttons. */
    networks: {
      facebook: 'Share on Facebook',
      instagram: 'Share on Instagram',
      x: 'Share on X (Twitter)',
      linkedin: 'Share on LinkedIn',
      email: 'Share by e-mail',
    },
    copyLink: 'Copy link',
    copied: 'Link copied',
    copiedForInstagram: 'Link copied: paste it into Instagram',
    copyFailed: 'Could not copy the link',
  },
  /** Shown with the default banner that replaces a post's broken one. */
  defaultBannerAlt: `Hexagon with orbiting rings, the ${p} motif`,
}

/** The blog's product banner: under the list, and after a post's share row. */
export const blogPromo = {
  eyebrow: svsName,
  heading: 'Turn any classroom into a VR science lab',
  text:
    `${grouped(claims.experiences)} hands-on experiences, from cells to the solar system, and ` +
    `grants that cover ${upTo} of a new lab.`,
  /** Artwork in src/assets/art. */
  art: 'hero-vr-classroom',
  ctas: [{ kind: 'link', label: 'Know More', to: paths.schools }, getInTouch] satisfies Cta[],
}
