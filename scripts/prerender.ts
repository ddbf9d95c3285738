// After `vite build` and the SSR build of src/entry-prerender.tsx (see package.json "build"):
// writes every page as finished HTML that the browser hydrates (src/main.tsx):
//   - every route without parameters, dist/<path>/index.html;
//   - every blog post and category, with the data the blog service gives for it, asked of the
//     service itself in this process (the same Markdown loader, database and answers as the API),
//     so the HTML and the API cannot disagree;
//   - the not-found page, dist/404.html, which the service answers unknown paths with (404);
//   - dist/shell.html, the empty shell, for what the build did not know (a post written after it).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { blogCategories } from '../content/blog-categories'
import { createApp } from '../server/app'
import { loadPosts, readPosts } from '../server/blog/load-posts'
import { openPglite } from '../server/db'
import { migrate } from '../server/migrate'
import type * as Entry from '../src/entry-prerender'

// React's and the router's production builds: the markup the browser's production build expects.
process.env.NODE_ENV = 'production'
const dist = process.argv[2] ?? 'dist'
const entry = (await import(
  pathToFileURL(resolve(process.argv[3] ?? 'dist-ssr', 'entry-prerender.js')).href
)) as typeof Entry

// The two Latin variable fonts every page uses, fetched with the styles rather than after them.
const fonts = readdirSync(join(dist, 'assets'))
  .filter((f) => /^(inter|space-grotesk)-latin-wght-normal-.*\.woff2$/.test(f))
  .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`)
  .join('')
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  '</head>',
  `${fonts}</head>`,
)
writeFileSync(join(dist, 'shell.html'), template)

// The route's own code and styles, which the app would otherwise discover only after its entry
// has run: without the styles the page would be drawn unstyled, then jump.
type Chunk = { file: string; css?: string[]; imports?: string[] }
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>
function routeAssets(routeId: string) {
  const file = routeId === '/' ? 'index' : routeId.slice(1).replace(/\/$/, '/index')
  const keys = Object.keys(manifest).filter(
    (k) => k.startsWith(`src/routes/${file}.tsx?`) && /tsr-split=[^&]*component/.test(k),
  )
  const css = new Set<string>()
  const js = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  const inTemplate = (f: string) => template.includes(`/${f}"`)
  return [
    ...[...css]
      .filter((f) => !inTemplate(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...js]
      .filter((f) => !inTemplate(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('')
}

// The blog service, in this process, on a database that lives only for the build.
const db = await openPglite(undefined)
await migrate(db)
const posts = readPosts(resolve('content/blog'))
await loadPosts(db, posts)
const service = createApp({
  db,
  allowedOrigins: [],
  rateLimit: { windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER },
})
// Post bodies are sanitised as in the browser, with DOMPurify, on jsdom's DOM.
entry.setSanitizerWindow(new JSDOM('').window)
const context = entry.prerenderContext((request) => service.fetch(request))

// React puts the page's title, meta tags and preload hints first: they belong in <head>.
const headTag = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)/
async function write(path: string, file: string, expectStatus: number) {
  const page = await entry.render(path, context)
  if (page.status !== expectStatus) {
    throw new Error(`prerender: ${path} answered ${page.status}, not ${expectStatus}`)
  }
  let body = page.html
  const head: string[] = []
  for (let match = headTag.exec(body); match; match = headTag.exec(body)) {
    head.push(match[0])
    body = body.slice(match[0].length)
  }
  const html = template
    .replace(/<title data-static-head>[^<]*<\/title>/, '')
    .replace(/<meta\s+data-static-head\s+name="description"[^>]*>/, '')
    .replace('</head>', `${head.join('')}${routeAssets(page.routeId)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!html.includes(body)) throw new Error(`prerender: no <div id="root"></div> in the template`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

const started = performance.now()
const staticPaths = entry.staticPaths()
const blogPaths = [
  ...posts.map((post) => `/blogs/${post.slug}`),
  ...blogCategories.map((category) => `/blogs/category/${category.slug}`),
]
for (const path of [...staticPaths, ...blogPaths]) {
  await write(path, path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html'), 200)
}
await write('/__no-such-page__', join(dist, '404.html'), 404)
await db.close()
console.log(
  `prerender: ${staticPaths.length} pages, ${blogPaths.length} blog pages and the not-found page` +
    ` in ${Math.round(performance.now() - started)} ms`,
)
