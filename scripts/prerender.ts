// `npm run build:prerender` (after build:client; `-- es` for one language): writes every page of
// every language as finished HTML that the browser hydrates (src/main.tsx):
//   - every route without parameters, dist/<path>/index.html;
//   - every blog post and category, with the blog's answers read straight from its Markdown
//     (server/blog/catalog.ts, the service's own Markdown loader; no database, no server), which
//     tests/server/blog-catalog.test.ts holds equal to the API's, so the HTML and the API agree;
//   - the not-found page, dist/404.html, which the service answers unknown paths with (404);
//   - dist/shell.html, the empty shell, for what the build did not know (a post written after it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { blogCategories } from '../content/blog-categories'
import { isLocale, localeInfo, localizePath, locales, type Locale } from '../content/locales'
import { blogCatalog } from '../server/blog/catalog'
import { readPosts } from '../server/blog/load-posts'
import type * as Entry from '../src/entry-prerender'
import { pageFonts } from './fonts/head'
import {
  pageDocument,
  pageKit,
  pageTemplate,
  routeAssets,
  templateStylesheets,
} from './prerender-page'

// React's and the router's production builds: the markup the browser's production build expects.
process.env.NODE_ENV = 'production'
// Everything the site's formatters answer while the pages are made, from the content's modules
// as they load to each page's render: the pages carry the answers in their language, so that the
// browser wakes them without starting Intl (content/format.ts).
const formatted: Record<string, string> = {}
globalThis.__onFormatted = (key, value) => {
  formatted[key] = value
}
// The blog's posts, read once from their Markdown; each language's answers come from them.
const posts = readPosts(resolve('content/blog'))

/**
 * One language: its client build in dist[/<locale>], its prerender build in dist-ssr[/<locale>];
 * the pages' addresses carry the language's prefix (/es/svs).
 */
async function prerender(locale: Locale) {
  const prefix = localeInfo[locale].prefix
  const dist = `dist${prefix}`
  const entry = (await import(
    pathToFileURL(resolve(`dist-ssr${prefix}`, 'entry-prerender.js')).href
  )) as typeof Entry
  const base = `${prefix}/`

  // The entry's stylesheets hold the @font-face rules: one face is preloaded, the others load later.
  const built = pageTemplate(dist)
  const entryCss = templateStylesheets(built)
    .map((href) => readFileSync(join(dist, href.slice(base.length)), 'utf8'))
    .join('')
  const fonts = pageFonts(dist, base, locale, entryCss)
  const template = pageTemplate(dist, fonts.preload)
  writeFileSync(join(dist, 'shell.html'), template)
  const assetsOf = routeAssets(dist, base)
  const kit = pageKit(dist, base, {
    adjustCss: fonts.withoutLateFaces,
    lateCss: fonts.lateSheets,
    lateFonts: fonts.lateFonts,
  })

  // The blog's answers in this language, from its Markdown.
  const blog = blogCatalog(posts, locale)
  // Post bodies are sanitised as in the browser, with DOMPurify, on jsdom's DOM.
  entry.setSanitizerWindow(new JSDOM('').window)

  // Every page is rendered first, then written: each carries all the answers of its language.
  const rendered: { file: string; page: Entry.RenderedPage }[] = []
  async function render(path: string, file: string, expectStatus: number) {
    const page = await entry.render(localizePath(path, locale), blog)
    if (page.status !== expectStatus) {
      throw new Error(`prerender: ${path} answered ${page.status}, not ${expectStatus}`)
    }
    rendered.push({ file, page })
  }

  const started = performance.now()
  const staticPaths = entry.staticPaths()
  const blogPaths = [
    ...posts.map((post) => `/blogs/${post.slug}`),
    ...blogCategories.map((category) => `/blogs/category/${category.slug}`),
  ]
  for (const path of [...staticPaths, ...blogPaths]) {
    await render(
      path,
      path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html'),
      200,
    )
  }
  await render('/__no-such-page__', join(dist, '404.html'), 404)
  const tag = ` ${localeInfo[locale].intl} `
  const answers = Object.fromEntries(Object.entries(formatted).filter(([key]) => key.includes(tag)))
  for (const { file, page } of rendered) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, await pageDocument(template, page, assetsOf(page.routeId), kit, answers))
  }
  console.log(
    `prerender (${locale}): ${staticPaths.length} pages, ${blogPaths.length} blog pages and the not-found page` +
      ` in ${Math.round(performance.now() - started)} ms; ${Object.keys(answers).length} formatted answers`,
  )
}

const chosen = process.argv.slice(2)
for (const locale of chosen.length ? chosen : locales) {
  if (!isLocale(locale)) throw new Error(`prerender: unknown language ${locale}`)
  await prerender(locale)
}
