// What each language's service worker fetches when it installs, and under which address (see
// scripts/sw/build.mjs and docs/offline.md): the pages a reader needs before visiting them (the
// offline page), each with the code and styles that wake it, and the language's web app manifest.
// Everything else a reader needs offline is kept as they read: the pages they visit and those
// pages' chunks (src/offline/worker.ts, keep-page). Never a video, never another language's files.
//
// Add to the two lists below to keep more at install (its bytes count against the worker's budget
// in docs/performance.md, which scripts/load-budget.mjs checks).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prefixedLocales } from '../../content/locales.ts'

export { reachOnUse } from '../../src/offline/on-use-graph.ts'

/**
 * Pages every worker keeps at install, by their address without the language's prefix: the
 * page's HTML and what wakes it (wakingFiles).
 */
export const precachedPages = ['/offline']

/**
 * The parts of the shell every page has that wake after it, in chunks of their own (deferred
 * sections, src/app/app-shell.tsx): kept with the precached pages, which would not
 * wake without them.
 */
export const shellParts = [
  'src/components/shell/about-section.tsx',
  'src/components/shell/footer.tsx',
]

/** Other files every worker keeps at install, relative to the language's folder. */
export const precachedFiles = ['manifest.webmanifest']

/** The file of a page: '/offline' → 'offline/index.html', '/' → 'index.html'. */
const pageFile = (path) => `${path.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '')

/** Addresses a page's HTML names: its start-up script's lists, its font and its pictures. */
export function pageAssets(html) {
  const boot = /<script id="boot"([^>]*)>/.exec(html)?.[1] ?? ''
  const listed = (name) =>
    (new RegExp(`data-${name}="([^"]*)"`).exec(boot)?.[1] ?? '').split(' ').filter(Boolean)
  const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  )
  // The pictures it shows (the header's logo): an offline page without them would log errors.
  const pictures = [...html.matchAll(/<img\b[^>]*\bsrc="(\/[^"]*assets\/[^"]+)"/g)].map((m) => m[1])
  return [...listed('entry'), ...listed('js'), ...listed('css'), ...fonts, ...pictures]
}

/**
 * What shows and wakes a page, from its HTML and the build's manifest (Vite's, in the language's
 * folder): the scripts its start-up script names and all they import, the styles of each (the
 * page's own are in its HTML, but the browser still fetches the stylesheet marks that name them,
 * and offline a mark not kept is an error), and the shell's parts that wake later (shellParts)
 * with what they load as they wake (the About section's contact form), all they import and their
 * styles. Not what those load on the visitor's intent (the country picker, the code that sends,
 * the offline queue): the worker keeps those when a page fetches them. Addresses are the
 * language's (`/es/assets/x.js`).
 */
export function wakingFiles(dist, dir, html) {
  const manifestFile = join(dist, dir, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const base = `/${dir}`
  const files = new Set()
  // Each chunk with the most levels of loading-later still to follow from it.
  const seen = new Map()
  const visit = (key, later) => {
    if (!manifest[key] || (seen.get(key) ?? -1) >= later) return
    seen.set(key, later)
    const chunk = manifest[key]
    files.add(base + chunk.file)
    for (const css of chunk.css ?? []) files.add(base + css)
    for (const imported of chunk.imports ?? []) visit(imported, later)
    if (later > 0) {
      for (const imported of chunk.dynamicImports ?? []) {
        if (!imported.startsWith('src/routes/')) visit(imported, later - 1)
      }
    }
  }
  const named = pageAssets(html)
  for (const address of named) {
    files.add(address)
    const key = keyOf.get(address.slice(base.length))
    if (key) visit(key, 0)
  }
  for (const key of shellParts) {
    if (!manifest[key]) throw new Error(`sw: ${key} is not a chunk of the build (precache.mjs)`)
    visit(key, 1)
  }
  return [...files]
}

/**
 * The chunks of the site search: the header's dialog (src/search), the modal stack it opens in
 * (its machine, its host and the host's styles: offline, a page that never opened a dialog has
 * none of them) and the /search page.
 */
export const searchParts = [
  'src/search/index.ts',
  'machines/modal.machine.ts',
  'src/app/modal-host.tsx',
  'src/routes/search.tsx?tsr-split=component---loader',
]

/**
 * What the search needs to open without a connection, with all it imports at once or later and
 * their styles: the worker keeps these when the page asks it to fetch ahead (not precached: a
 * reader who never stays long pays nothing for them). Addresses are the language's.
 */
export function searchFiles(dist, dir) {
  const manifest = JSON.parse(readFileSync(join(dist, dir, '.vite/manifest.json'), 'utf8'))
  const files = new Set()
  const visit = (key) => {
    if (files.has(key) || !manifest[key]) return
    files.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
    // What the search loads later of its own (Orama, the stemmers); not what the app it imports
    // loads on other occasions (the forms and their dialogs), kept when a page uses them.
    for (const imported of manifest[key].dynamicImports ?? []) {
      if (imported.startsWith('src/search/')) visit(imported)
    }
  }
  for (const key of searchParts) {
    if (!manifest[key]) throw new Error(`sw: ${key} is not a chunk of the build (precache.mjs)`)
    visit(key)
  }
  const base = `/${dir}`
  return [...files].flatMap((key) => [
    base + manifest[key].file,
    ...(manifest[key].css ?? []).map((css) => base + css),
  ])
}

/**
 * What a page may load on a visitor's action, as a graph for the worker (src/offline/worker.ts:
 * keepOnUse): each script or style sheet of the language's build, by address, with the files that
 * load with it (its static imports and styles) or on use (its dynamic imports: the forms, the
 * country picker, the code that sends, the dialogs, the search, the offline queue, a page's late
 * sections). Other pages' own chunks (src/routes) are not followed: a page's code is kept when the
 * page is. From the build's manifest, so that nothing is listed by hand.
 */
/** @returns {import('../../src/offline/on-use-graph.ts').OnUseGraph} */
export function onUseGraph(dist, dir) {
  const manifest = JSON.parse(readFileSync(join(dist, dir, '.vite/manifest.json'), 'utf8'))
  const base = `/${dir}`
  const files = []
  const index = new Map()
  const at = (file) => {
    if (!index.has(file)) {
      index.set(file, files.length)
      files.push(file)
    }
    return index.get(file)
  }
  const next = []
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue
    const from = at(chunk.file)
    const to = new Set((chunk.css ?? []).map(at))
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (manifest[key] && !(key.startsWith('src/routes/') && chunk.dynamicImports?.includes(key)))
        to.add(at(manifest[key].file))
    }
    next[from] = [...to]
  }
  return { base, files, next: files.map((_, n) => next[n] ?? []) }
}

/** The precache list of a language: where its files are, and the address each is asked for. */
export function precacheOptions(dist, prefix) {
  const dir = prefix ? `${prefix.slice(1)}/` : ''
  const pages = precachedPages.map((path) => `${dir}${pageFile(path)}`)
  const assets = pages.flatMap((file) =>
    existsSync(join(dist, file))
      ? wakingFiles(dist, dir, readFileSync(join(dist, file), 'utf8'))
      : [],
  )
  return {
    globDirectory: dist,
    globPatterns: [
      ...pages,
      ...precachedFiles.map((file) => `${dir}${file}`),
      ...[...new Set(assets)].map((address) => address.slice(1)),
    ],
    globIgnores: [
      ...(prefix ? [] : prefixedLocales.map((code) => `${code}/**`)),
      '**/*.br',
      '**/*.gz',
    ],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /(?:^|\/)assets\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: addressOf(entry.url) })),
        warnings: [],
      }),
    ],
  }
}

/** offline/index.html → /offline; es/assets/x.js → /es/assets/x.js. */
export const addressOf = (file) => '/' + file.replace(/(?:^|\/)index\.html$/, '')
