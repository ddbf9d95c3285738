// How scripts/prerender.ts turns a page rendered by src/entry-prerender.tsx into the HTML file the
// service serves. The first screen must not wait for the app (docs/performance.md): the browser's
// `load` event, which ends the full-screen loader, waits only for the HTML, its CSS, the hero art
// and at most one font. So each page
//   - carries its CSS inline: the stylesheets the entry and the route import, whole (their rules
//     for later states too, so that nothing restyles the page when the app wakes), and, from the
//     stylesheets of the parts that wake later (deferred sections), the rules its markup uses,
//     picked by Beasties (the rest arrive with those parts' code);
//   - starts the app's entry and the route's code once `load` has fired, from one small inline
//     script whose text is the same on every page (one hash in every policy), with the faces that
//     are not preloaded (scripts/fonts/head.ts).
// A module of its own so that a test can build a page exactly as the build does
// (tests/e2e/hostile-html.e2e.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'
import type { RenderedPage } from '../src/entry-prerender'

/**
 * What a page needs beyond its HTML: the stylesheets and module scripts of the entry and the
 * route, and the stylesheets of what they import dynamically (the parts that wake later).
 */
export type PageAssets = { css: string[]; js: string[]; laterCss: string[] }

const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g
// A later sheet's link as Beasties leaves it (it writes the empty crossorigin out).
const laterLink = /<link rel="stylesheet" crossorigin(?:="")? href="[^"]+">\s*/g
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/

/**
 * The built index.html as Vite wrote it, with `head` (the language's font preload) added to its
 * head. `dist/shell.html`, the empty page for what the build did not know, is this template as it
 * is: it has nothing to show before its script runs.
 */
export function pageTemplate(dist: string, head = ''): string {
  return readFileSync(join(dist, 'index.html'), 'utf8').replace('</head>', `${head}</head>`)
}

/** The stylesheets the template links (the entry's). */
export const templateStylesheets = (template: string) =>
  [...template.matchAll(stylesheetLink)].map((m) => m[1]!)

type Chunk = {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/**
 * The route's own code and styles, which the app would otherwise discover only after its entry
 * has run (a waterfall of requests), and the styles of what the route and the entry import
 * dynamically (one step: the sections that wake later, the dialogs).
 */
export function routeAssets(dist: string, base = '/'): (routeId: string) => PageAssets {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  return (routeId) => {
    const file = routeId === '/' ? 'index' : routeId.slice(1).replace(/\/$/, '/index')
    const keys = Object.keys(manifest).filter(
      (k) => k.startsWith(`src/routes/${file}.tsx?`) && /tsr-split=[^&]*component/.test(k),
    )
    const css = new Set<string>()
    const js = new Set<string>()
    const later = new Set<string>()
    const dynamic = new Set<string>()
    const visit = (k: string, into: { css: Set<string>; js: Set<string> }) => {
      const chunk = manifest[k]
      if (!chunk || into.js.has(chunk.file)) return
      into.js.add(chunk.file)
      for (const sheet of chunk.css ?? []) into.css.add(sheet)
      for (const imported of chunk.imports ?? []) visit(imported, into)
      for (const imported of chunk.dynamicImports ?? []) dynamic.add(imported)
    }
    keys.forEach((k) => visit(k, { css, js }))
    // The entry wakes the app in steps (src/main.tsx): what each step imports is first-load code.
    const entry = entryKey ? manifest[entryKey] : undefined
    if (entryKey) visit(entryKey, { css: new Set(), js: new Set() })
    for (const step of entry?.dynamicImports ?? []) {
      dynamic.delete(step)
      visit(step, { css, js })
    }
    const seen = new Set<string>()
    for (const k of dynamic) visit(k, { css: later, js: seen })
    const url = (f: string) => base + f
    return {
      css: [...css].map(url),
      js: [...js].map(url),
      laterCss: [...later].filter((f) => !css.has(f)).map(url),
    }
  }
}

/**
 * Starts the app once the page has loaded and its first contentful paint has happened (or 2 s after
 * `load` where none is reported, as in a tab in the background): the code as module preloads (so
 * that the route's chunks arrive beside the entry, not after it), then the entry. Nothing the app
 * does then can hold the first paint back. Its text never changes; what it loads is in its data
 * attributes, which also name the stylesheets the app adds once it has woken (src/lib/late-styles).
 */
export const bootScript =
  '(function(s){var d=document,started=0;function w(){if(started++)return;var h=d.head,a=s.dataset;' +
  "a.js.split(' ').forEach(function(u){if(!u)return;var e=d.createElement('link');e.rel='modulepreload';e.href=u;e.crossOrigin='';h.appendChild(e)});" +
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=a.entry;h.appendChild(e)}" +
  'function p(){setTimeout(w,2000);try{new PerformanceObserver(function(x){' +
  "x.getEntries().some(function(e){return e.name=='first-contentful-paint'})&&setTimeout(w,0)})" +
  ".observe({type:'paint',buffered:true})}catch(e){w()}}" +
  "d.readyState=='complete'?p():addEventListener('load',p)})(document.currentScript)"

/** What putting a page together needs from its language's build. */
export type PageKit = {
  /** The text of a built stylesheet, by its address. */
  readCss: (href: string) => string
  /** The inlined CSS as the page may have it (scripts/fonts/head.ts takes the later faces out). */
  adjustCss: (css: string) => string
  /** Stylesheets the app adds with the visitor's next page (the later faces). */
  lateCss: string[]
  /** Their font files, which the app fetches ahead once it has woken. */
  lateFonts: string[]
  /** Inlines, for the stylesheets a page links, the rules its markup uses (Beasties). */
  inlineUsedRules: (html: string) => Promise<string>
  /** A built file's text, by its address (the first screen's artwork). */
  readAsset: (href: string) => string
}

export function pageKit(
  dist: string,
  base: string,
  fonts: { adjustCss: (css: string) => string; lateCss: string[]; lateFonts: string[] },
): PageKit {
  const texts = new Map<string, string>()
  const readCss = (href: string) => {
    let text = texts.get(href)
    if (text === undefined) {
      text = readFileSync(join(dist, href.slice(base.length)), 'utf8')
      texts.set(href, text)
    }
    return text
  }
  const beasties = new Beasties({
    path: dist,
    publicPath: base,
    // Beasties reads `false` as "leave the links": pageDocument removes them (its types leave it
    // out).
    preload: false as unknown as undefined,
    // The fonts are scripts/fonts/head.ts' business.
    fonts: false,
    // The page's own inline styles (the loader's, the entry's and the route's) stay as they are.
    reduceInlineStyles: false,
    // Shared by every page: the files stay whole.
    pruneSource: false,
    mergeStylesheets: false,
    logLevel: 'warn',
  })
  return {
    readCss,
    readAsset: readCss,
    ...fonts,
    inlineUsedRules: (html) => beasties.process(html),
  }
}

// Where a page's own CSS goes, once Beasties has picked the later sheets' rules.
const ownCssHere = '<!--own-css-->'

// React puts the page's title, meta tags and preload hints first: they belong in <head>.
const headTag = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)/

/** The finished HTML file of a rendered page. */
export async function pageDocument(
  template: string,
  page: RenderedPage,
  assets: PageAssets,
  kit: PageKit,
  formatted: Record<string, string> = {},
): Promise<string> {
  let body = page.html
  const head: string[] = []
  for (let match = headTag.exec(body); match; match = headTag.exec(body)) {
    head.push(match[0])
    body = body.slice(match[0].length)
  }
  const entry = entryScript.exec(template)?.[1]
  if (!entry) throw new Error('prerender: the template has no module script')
  const unique = (list: string[]) => [...new Set(list)]
  const ownCss = unique([...templateStylesheets(template), ...assets.css])
  const js = unique([...[...template.matchAll(modulePreload)].map((m) => m[1]!), ...assets.js])
  const inlined = kit.adjustCss(ownCss.map(kit.readCss).join(''))
  // Vite loads a chunk's stylesheets with it unless the page links them already: a disabled link
  // (never fetched) says that the page has these rules inline, so nothing restyles it on waking.
  const inlinedMarks = ownCss
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`)
    .join('')
  const laterLinks = unique(assets.laterCss)
    .filter((href) => !ownCss.includes(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('')
  const html = template
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace(stylesheetLink, '')
    .replace(/<title data-static-head>[^<]*<\/title>/, '')
    .replace(/<meta\s+data-static-head\s+name="description"[^>]*>/, '')
    .replace('</head>', `${head.join('')}${ownCssHere}${laterLinks}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!html.includes(body)) throw new Error(`prerender: no <div id="root"></div> in the template`)
  // Beasties puts each later sheet's used rules where its link was; the links then go.
  const withUsedRules = (await kit.inlineUsedRules(html))
    .replace(laterLink, '')
    .replace(' data-beasties-container', '')
  // The page's own CSS before the later sheets' rules, in the order the app would load them.
  const own = `<style>${inlined}</style>${inlinedMarks}`
  // What the build's formatters answered (content/format.ts), as data: it never runs.
  const answers = Object.keys(formatted).length
    ? `<script type="application/json" id="formatted">${JSON.stringify(formatted).replace(/</g, '\\u003c')}</script>`
    : ''
  const boot =
    answers +
    kit.lateCss
      .map((href) => `<noscript><link rel="stylesheet" href="${href}"></noscript>`)
      .join('') +
    `<script id="boot" data-entry="${entry}" data-css="${kit.lateCss.join(' ')}" ` +
    `data-fonts="${kit.lateFonts.join(' ')}" data-js="${js.join(' ')}">` +
    `${bootScript}</script>`
  return inlineFirstScreenArt(
    withUsedRules.replace(ownCssHere, own).replace('</head>', `${boot}</head>`),
    kit.readAsset,
  )
}

// The first screen's artwork: an <img> the page marks `fetchpriority="high"` (the home hero, a
// world's or an information page's hero), with the preload React writes for it.
const firstScreenArt = /<img\b[^>]*\bsrc="([^"]+\.svg)"[^>]*\bfetchpriority="high"[^>]*>/g
const imagePreload = (href: string) =>
  new RegExp(
    `<link rel="preload" as="image" href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  )

/**
 * The page's largest element is its hero's artwork: drawn from the HTML itself, as a `data:`
 * address in the same <img>, it paints with the text instead of a request later (decision 013).
 * One element still (not the drawing's 150 in the document), decorative as before (`alt=""`),
 * and without the drawing's English <title>. The app's render names the hashed file, which is
 * the same picture: React keeps the attributes of the HTML it hydrates, and a page the app
 * draws itself (a link followed inside the site) fetches the file as before.
 */
export function inlineFirstScreenArt(html: string, readAsset: (href: string) => string): string {
  let page = html
  for (const [tag, href] of html.matchAll(firstScreenArt)) {
    const uri = svgDataUri(readAsset(href!))
    page = page
      .replace(tag, () => tag.replace(`src="${href}"`, () => `src="${uri}"`))
      .replace(imagePreload(href!), '')
  }
  return page
}

/** An SVG as a `data:` address in a double-quoted attribute, percent-encoding only what must be. */
export function svgDataUri(svg: string): string {
  const drawing = svg
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/\srole="img"/, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()
  if (drawing.includes("'")) throw new Error('prerender: an inlined SVG must not use single quotes')
  const encoded = drawing
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/&/g, '%26')
    // A URL holds no space (the HTML checker refuses one, and so may a strict parser).
    .replace(/ /g, '%20')
  return `data:image/svg+xml,${encoded}`
}
