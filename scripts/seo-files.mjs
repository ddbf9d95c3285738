#!/usr/bin/env node
// `npm run build:seo` (after build:prerender; scripts/build.ts), or `node --import tsx
// scripts/seo-files.mjs [dist]`: writes dist/sitemap.xml (every prerendered dist/**/index.html but
// /not-found and pages marked noindex, and every blog post and category), dist/robots.txt and the
// blog's RSS feed in each language (dist/blogs/rss.xml, dist/es/blogs/rss.xml,
// dist/ar/blogs/rss.xml), its words from that language's content and messages. The text comes from
// src/blog/feeds.ts; the posts from content/blog/*.md; the origin from SITE_URL (docs/seo.md).
// Also dist/.well-known/security.txt (RFC 9116, src/trust/security-txt.ts: Expires a year after
// this build) and the accessibility conformance report for download (content/acr/, docs/trust.md).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { loadEnv } from 'vite'

const dist = process.argv[2] ?? 'dist'
// SITE_URL as Vite reads it: the environment first, then .env files.
const fromFiles = loadEnv('production', process.cwd(), 'SITE_URL').SITE_URL
if (process.env.SITE_URL === undefined && fromFiles !== undefined) process.env.SITE_URL = fromFiles
const { readPosts } = await import('../server/blog/load-posts.ts')
const { baseLocale, locales, localizePath } = await import('../content/locales.ts')
const {
  blogFeed,
  feedSize,
  feedWords,
  isNoindex,
  pagePathOfFile,
  robotsTxt,
  rssXml,
  sitemapEntries,
  sitemapXml,
} = await import('../src/blog/feeds.ts')
const { siteUrl } = await import('../src/seo/site-url.ts')
const { securityTxt, securityTxtPath } = await import('../src/trust/security-txt.ts')
const { acrDownloadPath, acrSourcePath } = await import('../src/trust/paths.ts')

function pages(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...pages(path))
    else if (entry.name === 'index.html' && !isNoindex(readFileSync(path, 'utf8'))) {
      const page = pagePathOfFile(relative(dist, path).split(sep).join('/'))
      if (page) found.push(page)
    }
  }
  return found
}

const posts = readPosts('content/blog')
const categories = [...new Set(posts.flatMap((post) => post.categories))]
const paths = [
  ...pages(dist),
  // Every post and category, from the content itself too (sitemapEntries drops repeats).
  ...posts.map((post) => `/blogs/${post.slug}`),
  ...categories.map((slug) => `/blogs/category/${slug}`),
]
const entries = sitemapEntries(paths, posts, new Date())
const write = (file, text) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), text)
}
write('sitemap.xml', sitemapXml(entries))
write('robots.txt', robotsTxt())
write(securityTxtPath.slice(1), securityTxt(siteUrl, new Date()))
mkdirSync(dirname(join(dist, acrDownloadPath)), { recursive: true })
copyFileSync(acrSourcePath, join(dist, acrDownloadPath))
const feeds = []
for (const locale of locales) {
  // Outside Vite nothing swaps in a language's modules: each is imported by its own name.
  const suffix = locale === baseLocale ? '' : `.${locale}`
  const { site } = await import(`../content/site${suffix}.ts`)
  const { blogCategories } = await import(`../content/blog-categories${suffix}.ts`)
  const m = await import(`../src/paraglide/messages/${locale}.js`)
  const file = localizePath(blogFeed.path, locale).slice(1)
  write(file, rssXml(posts, new Date(), locale, feedWords({ site, blogCategories, m })))
  feeds.push(file)
}
console.log(
  `seo-files: sitemap.xml (${entries.length} pages), robots.txt, ${securityTxtPath.slice(1)}, ${acrDownloadPath.slice(1)}, ${feeds.join(', ')} (${Math.min(posts.length, feedSize)} posts each) for ${siteUrl}`,
)
