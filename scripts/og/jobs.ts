// Every card the site needs, each with the path src/seo/og.ts gives it (the page heads name the
// same paths) and the drawing to render there.
import { locales, type Locale } from '../../content/locales'
import { ogImagePath, ogLogoPath, ogLogoSize, ogSize } from '../../src/seo/og'
import type { CardSources } from './cards/frame'
import { logoSvg } from './cards/logo'
import { postCardSvg, type CardPost } from './cards/post'
import { siteCardSvg } from './cards/site'
import { worldCardSvg } from './cards/world'
import { words } from './words'

export type CardJob = {
  /** The site path, as src/seo/og.ts names it: /og/world/bioverse.png. */
  path: string
  width: number
  height: number
  /** Composed on demand: measuring a card's text takes resvg a moment. */
  svg: () => string
}

/**
 * The logo; the site's and each world's card in every language; each post's card in English and
 * in each language it is translated into, with the translated title.
 */
export function cardJobs(sources: CardSources, posts: readonly CardPost[]): CardJob[] {
  const card = { width: ogSize.width, height: ogSize.height }
  return [
    { path: ogLogoPath, width: ogLogoSize, height: ogLogoSize, svg: logoSvg },
    ...locales.flatMap((locale) => [
      {
        path: ogImagePath({ kind: 'site' }, locale),
        ...card,
        svg: () => siteCardSvg(sources, locale),
      },
      ...words[locale].worlds.map((world) => ({
        path: ogImagePath({ kind: 'world', world: world.key }, locale),
        ...card,
        svg: () => worldCardSvg(sources, world, locale),
      })),
    ]),
    ...posts.flatMap((post) => [
      {
        path: ogImagePath({ kind: 'post', slug: post.slug }),
        ...card,
        svg: () => postCardSvg(sources, post),
      },
      ...(post.translations ?? [])
        .filter((translation): translation is typeof translation & { lang: Locale } =>
          locales.includes(translation.lang as Locale),
        )
        .map((translation) => ({
          path: ogImagePath({ kind: 'post', slug: post.slug, lang: translation.lang }),
          ...card,
          svg: () => postCardSvg(sources, { ...post, title: translation.title }, translation.lang),
        })),
    ]),
  ]
}
