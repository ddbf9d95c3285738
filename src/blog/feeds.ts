import { blogCategories } from '../../content/blog-categories'
import {
  baseLocale,
  localizePath,
  locales,
  splitLocale,
  underAnyLanguage,
  type Locale,
} from '../../content/locales'
import { paths } from '../../content/paths'
import { site } from '../../content/site'
import { m } from '../paraglide/messages'
import { absoluteUrl } from '../seo/site-url'

const assetFile = underAnyLanguage('assets/')

// The text of dist/sitemap.xml, dist/robots.txt and dist/blogs/rss.xml, which scripts/seo-files.mjs
// writes after the prerender. Pure functions, so the tests can read what they make.

/** The blog's RSS feed, for <link rel="alternate" type="application/rss+xml"> in the blog heads. */
export const blogFeed = {
  path: `${paths.blogs}/rss.xml`,
  title: m.seo_feed_title({ product: site.productName }),
  type: 'application/rss+xml',
} as const

/** The newest posts the feed lists. */
export const feedSize = 20

/** A post as the feeds need it: content/blog/*.md front matter (server/blog/load-posts.ts). */
export type FeedPost = {
  title: string
  slug: string
  description: string
  date: string | Date
  updated?: string | Date | undefined
  categories: readonly string[]
  /** Its translations (content/blog/<slug>.<lang>.md, docs/blog.md). */
  translations?: readonly { lang: string; title: string; description: string }[] | undefined
}

export type SitemapEntry = { path: string; lastmod: string }

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
/** Text for XML content or an attribute; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))

/** A date as YYYY-MM-DD (the sitemap's W3C date). */
export function day(value: string | Date): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${String(value)}"`)
  return date.toISOString().slice(0, 10)
}

/** When a post last changed: its `updated` date, else its `date`. */
const changed = (post: FeedPost) => toDate(post.updated ?? post.date)

/** Newest first; posts of one day by slug, so the order never depends on the file system. */
export function newestFirst<T extends FeedPost>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => toDate(b.date).getTime() - toDate(a.date).getTime() || a.slug.localeCompare(b.slug),
  )
}

/**
 * The site path of a prerendered page from its file in dist (forward slashes, relative):
 * index.html → /, blogs/foo/index.html → /blogs/foo. Null for anything that is not a page:
 * 404.html, shell.html, files under assets/.
 */
export function pagePathOfFile(file: string): string | null {
  const clean = file.replace(/\\/g, '/').replace(/^\.?\//, '')
  if (clean === 'index.html') return '/'
  if (assetFile.test(`/${clean}`) || !clean.endsWith('/index.html')) return null
  const path = `/${clean.slice(0, -'/index.html'.length)}`
  // A language's home page is spelt with its slash (/es/), as the router and the service spell it.
  const { locale, path: rest } = splitLocale(path)
  return localizePath(rest, locale)
}

/** Pages that are not for search results: never in the sitemap. */
export const unlistedPaths: readonly string[] = [paths.notFound, paths.offline]

/** Whether a page's HTML asks search engines not to index it (<meta name="robots" ... noindex>). */
export function isNoindex(html: string): boolean {
  return (html.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname\s*=\s*["']?(robots|googlebot)\b/i.test(tag) && /noindex/i.test(tag),
  )
}

/**
 * One sitemap entry per page (but unlistedPaths), sorted by path. lastmod: a post's last change for /blogs/<slug>;
 * the newest post (of the category) for /blogs and /blogs/category/<slug>; else the build day.
 */
export function sitemapEntries(
  pagePaths: readonly string[],
  posts: readonly FeedPost[],
  buildDate: Date,
): SitemapEntry[] {
  const newest = (list: readonly FeedPost[]) =>
    list.length ? day(new Date(Math.max(...list.map((post) => changed(post).getTime())))) : null
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  const blogs = paths.blogs
  const lastmod = (path: string): string => {
    if (path === blogs) return newest(posts) ?? day(buildDate)
    if (path.startsWith(`${blogs}/category/`)) {
      const category = path.slice(`${blogs}/category/`.length)
      const inCategory = posts.filter((post) => post.categories.includes(category))
      return newest(inCategory) ?? newest(posts) ?? day(buildDate)
    }
    const post = path.startsWith(`${blogs}/`) ? bySlug.get(path.slice(blogs.length + 1)) : null
    return post ? day(changed(post)) : day(buildDate)
  }
  return [...new Set(pagePaths)]
    .filter((path) => !unlistedPaths.includes(splitLocale(path).path))
    .sort()
    .map((path) => ({ path, lastmod: lastmod(splitLocale(path).path) }))
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) with absolute addresses. Each page lists its versions in
 * the other languages (and x-default, the English one), as Google reads hreflang in sitemaps.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const listed = new Set(entries.map((entry) => entry.path))
  const alternates = (path: string) => {
    const bare = splitLocale(path).path
    const versions = locales
      .map((locale) => ({ hreflang: locale as string, path: localizePath(bare, locale) }))
      .filter((version) => listed.has(version.path))
    if (versions.length < 2) return ''
    if (listed.has(bare)) versions.push({ hreflang: 'x-default', path: bare })
    return versions
      .map(
        (version) =>
          `    <xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${xmlEscape(absoluteUrl(version.path))}"/>\n`,
      )
      .join('')
  }
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlEscape(absoluteUrl(entry.path))}</loc>\n` +
      alternates(entry.path) +
      `    <lastmod>${xmlEscape(entry.lastmod)}</lastmod>\n  </url>\n`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  )
}

/** robots.txt: every crawler may read the site but the API; where the sitemap is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}

/**
 * The words of a feed in its language: the channel's title and description and the categories'
 * names. Within a build they are that build's language (the default); scripts/seo-files.mjs, which
 * runs outside Vite, gives each language's own.
 */
export type FeedWords = {
  title: string
  description: string
  categoryName: ReadonlyMap<string, string>
}

/** The words of the feed in this module's language, from the content and the messages. */
export function feedWords(
  words: {
    site: { productName: string; tagline: string }
    blogCategories: readonly { slug: string; name: string }[]
    m: {
      seo_feed_title: (inputs: { product: string }) => string
      seo_feed_description: (inputs: { tagline: string }) => string
    }
  } = { site, blogCategories, m },
): FeedWords {
  return {
    title: words.m.seo_feed_title({ product: words.site.productName }),
    description: words.m.seo_feed_description({ tagline: words.site.tagline }),
    categoryName: new Map(words.blogCategories.map((category) => [category.slug, category.name])),
  }
}

/**
 * The blog's RSS 2.0 feed: the newest `feedSize` posts, newest first. In a language other than
 * English (the feed of /es/blogs), a post with a translation into it is listed in that language,
 * the others in English, each marked with its own `dc:language`.
 */
export function rssXml(
  posts: readonly FeedPost[],
  buildDate: Date = new Date(),
  locale: Locale = baseLocale,
  words: FeedWords = feedWords(),
): string {
  const items = newestFirst(posts).slice(0, feedSize)
  // The newest change among the listed posts: the same posts give the same feed, byte for byte.
  const lastBuild = items.length
    ? new Date(Math.max(...items.map((post) => changed(post).getTime())))
    : buildDate
  const inLocale = (path: string) => absoluteUrl(localizePath(path, locale))
  const link = inLocale(paths.blogs)
  const itemXml = items.map((post) => {
    const url = xmlEscape(inLocale(`${paths.blogs}/${post.slug}`))
    const translation = post.translations?.find((entry) => entry.lang === locale)
    const text = translation ?? post
    const language = translation ? locale : baseLocale
    const categories = post.categories
      .map(
        (slug) => `      <category>${xmlEscape(words.categoryName.get(slug) ?? slug)}</category>\n`,
      )
      .join('')
    return (
      '    <item>\n' +
      `      <title>${xmlEscape(text.title)}</title>\n` +
      `      <link>${url}</link>\n` +
      `      <guid isPermaLink="true">${url}</guid>\n` +
      `      <pubDate>${toDate(post.date).toUTCString()}</pubDate>\n` +
      `      <description>${xmlEscape(text.description)}</description>\n` +
      (language === locale ? '' : `      <dc:language>${language}</dc:language>\n`) +
      categories +
      '    </item>\n'
    )
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"' +
    (locale === baseLocale ? '' : ' xmlns:dc="http://purl.org/dc/elements/1.1/"') +
    '>\n' +
    '  <channel>\n' +
    `    <title>${xmlEscape(words.title)}</title>\n` +
    `    <link>${xmlEscape(link)}</link>\n` +
    `    <description>${xmlEscape(words.description)}</description>\n` +
    `    <language>${locale}</language>\n` +
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>\n` +
    `    <atom:link href="${xmlEscape(inLocale(blogFeed.path))}" rel="self" type="${blogFeed.type}"/>\n` +
    itemXml.join('') +
    '  </channel>\n' +
    '</rss>\n'
  )
}
