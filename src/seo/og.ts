import { baseLocale, type Locale } from '../../content/locales'
import { site } from '../../content/site'
import { worlds } from '../../content/worlds'
import { locale as pageLocale } from '../i18n/locale'
import { m } from '../paraglide/messages'
import { absoluteUrl } from './site-url'

// Open Graph cards, 1200x630 PNG, made at build time by scripts/og-images.mjs into dist/og/.
// The script and the page heads share the names below, so a head never points at a missing card.

export const ogSize = { width: 1200, height: 630 } as const

export type OgImageSpec =
  | { kind: 'world'; world: string }
  /**
   * `title`, when given, makes the alternative text name the post; `lang` is the language its
   * title is written in (a translation has a card of its own), English unless given.
   */
  | { kind: 'post'; slug: string; title?: string; lang?: Locale }
  | { kind: 'site' }

export type OgImage = { url: string; width: 1200; height: 630; alt: string }

/** The raster logo (512x512 PNG) of the Organization JSON-LD. */
export const ogLogoPath = '/og/logo.png'
export const ogLogoSize = 512

function findWorld(key: string) {
  const lower = key.toLowerCase()
  return worlds.find((world) => world.key === lower || world.name.toLowerCase() === lower)
}

/** Cards in a language other than English sit in a folder of their own: /og/es/site.png. */
const folder = (locale: Locale) => (locale === baseLocale ? '/og' : `/og/${locale}`)

/**
 * The site path of a card, e.g. /og/world/bioverse.png, /og/es/world/bioverse.png,
 * /og/blog/<slug>.png, /og/site.png. The site's and the worlds' cards are in the page's language
 * (`locale`: this build's, unless given); a post's, in the language of its title. An unknown
 * world gets the site card.
 */
export function ogImagePath(spec: OgImageSpec, locale: Locale = pageLocale): string {
  switch (spec.kind) {
    case 'world': {
      const world = findWorld(spec.world)
      return world ? `${folder(locale)}/world/${world.key}.png` : `${folder(locale)}/site.png`
    }
    case 'post':
      return `${folder(spec.lang ?? baseLocale)}/blog/${spec.slug}.png`
    case 'site':
      return `${folder(locale)}/site.png`
  }
}

/** What a page head needs for og:image (and twitter:image): absolute URL, size, text alternative. */
export function ogImage(spec: OgImageSpec): OgImage {
  const url = absoluteUrl(ogImagePath(spec))
  const world = spec.kind === 'world' ? findWorld(spec.world) : undefined
  const alt = world
    ? `${m.term_with_colon({ term: world.name })} ${world.subtitle}. ${site.productName}, ${world.subject}.`
    : spec.kind === 'post'
      ? spec.title
        ? m.seo_og_post_alt({ title: spec.title, product: site.productName })
        : m.seo_og_post_alt_untitled({ product: site.productName })
      : `${m.term_with_colon({ term: site.productName })} ${site.tagline}`
  return { url, width: ogSize.width, height: ogSize.height, alt }
}
