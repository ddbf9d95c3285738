// How scripts/prerender.ts turns a page rendered by src/entry-prerender.tsx into the HTML file the
// service serves: the built index.html (with the fonts preloaded), the page's head tags moved into
// <head>, its route's code and styles preloaded, and the page in <div id="root">. A module of its
// own so that a test can build a page exactly as the build does (tests/e2e/hostile-html.e2e.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RenderedPage } from '../src/entry-prerender'

/**
 * The built index.html, with the variable fonts every page uses preloaded: the two Latin ones, and
 * the Arabic one in the Arabic build (the only build that has it). `base` is the language's
 * prefix ('/', '/es/').
 */
export function pageTemplate(dist: string, base = '/'): string {
  // Fetched with the styles rather than after them.
  const fonts = readdirSync(join(dist, 'assets'))
    .filter((f) =>
      /^(inter|space-grotesk)-latin-wght-normal-.*\.woff2$|^noto-sans-arabic-arabic-wght-normal-.*\.woff2$/.test(
        f,
      ),
    )
    .map(
      (f) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}assets/${f}">`,
    )
    .join('')
  return readFileSync(join(dist, 'index.html'), 'utf8').replace('</head>', `${fonts}</head>`)
}

type Chunk = { file: string; css?: string[]; imports?: string[] }

/**
 * The route's own code and styles, which the app would otherwise discover only after its entry
 * has run: without the styles the page would be drawn unstyled, then jump.
 */
export function routeAssets(
  dist: string,
  template: string,
  base = '/',
): (routeId: string) => string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  return (routeId) => {
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
        .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
      ...[...js]
        .filter((f) => !inTemplate(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
    ].join('')
  }
}

// React puts the page's title, meta tags and preload hints first: they belong in <head>.
const headTag = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)/

/** The finished HTML file of a rendered page. */
export function pageDocument(template: string, page: RenderedPage, assets: string): string {
  let body = page.html
  const head: string[] = []
  for (let match = headTag.exec(body); match; match = headTag.exec(body)) {
    head.push(match[0])
    body = body.slice(match[0].length)
  }
  const html = template
    .replace(/<title data-static-head>[^<]*<\/title>/, '')
    .replace(/<meta\s+data-static-head\s+name="description"[^>]*>/, '')
    .replace('</head>', `${head.join('')}${assets}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!html.includes(body)) throw new Error(`prerender: no <div id="root"></div> in the template`)
  return html
}
