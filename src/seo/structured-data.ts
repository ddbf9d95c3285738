import { isLocale } from '../../content/locales'
import { paths } from '../../content/paths'
import { site } from '../../content/site'
import type { Section } from '../../content/types'
import { ogImage, ogLogoPath, ogLogoSize } from './og'
import { locale } from '../i18n/locale'
import { pageUrl } from './page-url'
import { absoluteUrl, siteUrl } from './site-url'

// JSON-LD (schema.org) for the page heads: pure functions returning plain objects, and the one safe
// way to put such an object in an inline <script type="application/ld+json">. Google's rules:
// https://developers.google.com/search/docs/appearance/structured-data (docs/seo.md).

const context = 'https://schema.org'
type JsonLd = { '@context': typeof context; '@type': string; [key: string]: unknown }

/** The longest headline Google shows for an article. */
export const maxHeadline = 110

function organizationRef() {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.productName,
    url: absoluteUrl('/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(ogLogoPath),
      width: ogLogoSize,
      height: ogLogoSize,
    },
  }
}

/** The publisher: name, home page, a raster logo (512x512 PNG) and the social profiles. */
export function organizationLd(): JsonLd {
  return {
    '@context': context,
    ...organizationRef(),
    description: site.tagline,
    email: site.contactEmail,
    sameAs: site.social.map((link) => link.href),
  }
}

/** The site itself, with its search (the /search page reads ?q=: docs/search.md). */
export function webSiteLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${pageUrl('/')}#website`,
    name: site.productName,
    description: site.tagline,
    inLanguage: locale,
    url: pageUrl('/'),
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${pageUrl(paths.search)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** A question and its answer: as FaqItem spells it, or as an FAQ section's item (title, text). */
export type Faq = { question: string; answer: string } | { title: string; text?: string }

/** The questions of a page's FAQ sections (display: 'faq'), in order. */
export function faqsOfSections(sections: readonly Section[]): Faq[] {
  return sections
    .filter((section) => section.display === 'faq')
    .flatMap((section) => section.items ?? [])
}

/** An FAQ page. Questions without an answer are left out. */
export function faqPageLd(faqs: readonly Faq[]): JsonLd {
  const pairs = faqs
    .map((faq) =>
      'question' in faq ? [faq.question, faq.answer] : ([faq.title, faq.text ?? ''] as const),
    )
    .filter(([question, answer]) => question.trim() !== '' && answer.trim() !== '')
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: pairs.map(([question, answer]) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** Cuts a headline to at most `max` characters, at a word where it can, with an ellipsis. */
export function shortHeadline(title: string, max = maxHeadline): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** A date as ISO 8601: a day alone (2025-09-09) stays as it is; a Date becomes its full form. */
function isoDate(value: string | Date): string {
  if (value instanceof Date) return value.toISOString()
  if (Number.isNaN(Date.parse(value))) throw new Error(`Not an ISO 8601 date: "${value}"`)
  return value
}

export type BlogPostingInput = {
  title: string
  description: string
  slug: string
  /** The banner's site path (/blog/<slug>.svg); the card made from it is the image. */
  banner: string
  datePublished: string | Date
  dateModified: string | Date
  /** A person's name; without one the organisation is the author. */
  author?: string
  /** The language the post is written in (BCP 47): its translation's, or 'en' (docs/blog.md). */
  inLanguage: string
}

/** A blog post: headline, Open Graph card, dates, author, publisher and its own page. */
export function blogPostingLd(post: BlogPostingInput): JsonLd {
  const url = pageUrl(`${paths.blogs}/${post.slug}`)
  const image = ogImage({
    kind: 'post',
    slug: post.slug,
    title: post.title,
    // The card of a translation shows its title.
    ...(isLocale(post.inLanguage) ? { lang: post.inLanguage } : {}),
  })
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: shortHeadline(post.title),
    description: post.description,
    inLanguage: post.inLanguage,
    image: {
      '@type': 'ImageObject',
      url: image.url,
      width: image.width,
      height: image.height,
    },
    datePublished: isoDate(post.datePublished),
    dateModified: isoDate(post.dateModified),
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: site.productName, url: absoluteUrl('/') },
    publisher: organizationRef(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}

/** A trail of pages, home first: positions from 1, absolute URLs. */
export function breadcrumbListLd(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path),
    })),
  }
}

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>`, `&` and the line separators
 * U+2028/U+2029 become \u escapes, so no text in the data can close the script or open a comment.
 * Use as the script's content (dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }}).
 */
export function jsonLdHtml(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char)
}
