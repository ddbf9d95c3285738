import { site } from '../../content/site'
import { m } from '../paraglide/messages'
import { ogImage, type OgImage } from './og'
import { baseLocale, localeInfo, localizePath, locales } from '../../content/locales'
import { locale } from '../i18n/locale'
import { pageUrl } from './page-url'
import { absoluteUrl } from './site-url'

/** What a route's `head` returns (TanStack Router: meta, links). */
export type RouteHead = {
  meta: Array<Record<string, unknown>>
  links: Array<Record<string, string>>
}

export type HeadInput = {
  /** The page's own title, without the product name. */
  title: string
  description: string
  /** The path of the page, e.g. '/svs'. */
  path: string
  /** Another address that shows the same page and is the one to index (default: path). */
  canonicalPath?: string
  image?: OgImage
  type?: 'website' | 'article'
  /** Structured data (schema.org objects), one script each. */
  structuredData?: object[]
  /** Announce the blog's RSS feed. */
  feed?: { title: string; path: string }
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean
}

/** 'Grant | StemVerse': the page's title, then the product's name (seo_title_suffix). */
export const documentTitle = (title: string) =>
  title ? `${title} ${m.seo_title_suffix({ product: site.productName })}` : site.productName

/**
 * The head of one page: its title and description, one absolute canonical address, the link
 * preview (Open Graph and the Twitter card) and its structured data. Every route declares its own
 * through this, so no two pages say the same thing.
 */
export function pageHead(input: HeadInput): RouteHead {
  const title = documentTitle(input.title)
  const path = input.canonicalPath ?? input.path
  const url = pageUrl(path)
  const image = input.image ?? ogImage({ kind: 'site' })
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: site.productName },
      { property: 'og:title', content: input.title || site.productName },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      // One og:locale:alternate only would survive: the router keeps one tag per property.
      { property: 'og:locale', content: localeInfo[locale].ogLocale },
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: input.title || site.productName },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
      ...(input.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
    ],
    links: [
      ...(input.noindex ? [] : [{ rel: 'canonical', href: url }, ...languageAlternates(path)]),
      ...(input.feed
        ? [
            {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: input.feed.title,
              // The feed in the page's language (scripts/seo-files.mjs writes one for each).
              href: absoluteUrl(localizePath(input.feed.path, locale)),
            },
          ]
        : []),
    ],
  }
}

/**
 * The page in every language, for search engines: one alternate per language (hreflang), and
 * x-default, the English page, for visitors whose language the site does not speak.
 */
function languageAlternates(path: string): Array<Record<string, string>> {
  return [
    ...locales.map((other) => ({ rel: 'alternate', hreflang: other, href: pageUrl(path, other) })),
    { rel: 'alternate', hreflang: 'x-default', href: pageUrl(path, baseLocale) },
  ]
}
