// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { getManifest } from 'workbox-build'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressOf,
  onUseGraph,
  precacheOptions,
  reachOnUse,
  shellParts,
} from '../../scripts/sw/precache.mjs'

let dist: string

/** A language's built files: its offline page names what wakes it, as the prerender writes it. */
function language(dir: string) {
  const base = `/${dir}`
  const offline =
    `<html><head><link rel="preload" as="font" type="font/woff2" crossorigin href="${base}assets/inter-1.woff2">` +
    `<script id="boot" data-entry="${base}assets/index-1.js" data-css="${base}assets/fonts-1.css" ` +
    `data-js="${base}assets/offline-1.js ${base}assets/app-1.js">boot()</script></head>` +
    `<body><img src="${base}assets/logo-1.svg" alt><img src="data:image/svg+xml,x" alt></body></html>`
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/routes/offline.tsx': {
      file: 'assets/offline-1.js',
      imports: ['_app-1.js', '_react-1.js'],
    },
    '_app-1.js': {
      file: 'assets/app-1.js',
      css: ['assets/app-1.css'],
      dynamicImports: [...shellParts, 'src/routes/svs.tsx', 'src/app/modal-host.tsx'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    [shellParts[0]]: {
      file: 'assets/about-1.js',
      css: ['assets/about-1.css'],
      dynamicImports: ['src/enquiry/enquiry-form.tsx'],
    },
    [shellParts[1]]: { file: 'assets/footer-1.js' },
    'src/enquiry/enquiry-form.tsx': {
      file: 'assets/contact-1.js',
      imports: ['_react-1.js'],
      dynamicImports: ['src/components/country-select/country-select.tsx'],
    },
    'src/components/country-select/country-select.tsx': {
      file: 'assets/country-select-1.js',
      css: ['assets/country-select-1.css'],
    },
    'src/routes/svs.tsx': {
      file: 'assets/svs-1.js',
      imports: ['_app-1.js'],
      dynamicImports: ['src/views/home/labs.tsx'],
    },
    'src/views/home/labs.tsx': { file: 'assets/labs-1.js' },
    'src/app/modal-host.tsx': { file: 'assets/modal-host-1.js' },
  }
  const files: Record<string, string> = {
    'offline/index.html': offline,
    'svs/index.html': 'svs',
    'manifest.webmanifest': '{}',
    '.vite/manifest.json': JSON.stringify(manifest),
    'assets/inter-1.woff2': 'font',
    'assets/fonts-1.css': 'css',
    'assets/index-1.css': 'css',
    'assets/app-1.css': 'css',
    'assets/about-1.css': 'css',
    'assets/index-1.js.br': 'br',
    'assets/world-1.svg': 'svg',
    'assets/logo-1.svg': 'svg',
  }
  for (const chunk of Object.values(manifest)) files[chunk.file] = chunk.file
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, dir, file)), { recursive: true })
    writeFileSync(join(dist, dir, file), text)
  }
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sw-precache-'))
  language('')
  language('ar/')
  for (const file of ['icons/icon-192.png', 'media/BioVerse.mp4', 'media/BioVerse-poster.webp']) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), file)
  }
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const urls = async (prefix: string) => {
  const { manifestEntries } = await getManifest(precacheOptions(dist, prefix))
  return (manifestEntries ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : entry.url))
    .sort()
}

const expected = (base: string) =>
  [
    `${base}/offline`,
    `${base}/manifest.webmanifest`,
    // What the offline page's start-up script names, and what that imports.
    `${base}/assets/index-1.js`,
    `${base}/assets/offline-1.js`,
    `${base}/assets/app-1.js`,
    `${base}/assets/react-1.js`,
    `${base}/assets/fonts-1.css`,
    `${base}/assets/inter-1.woff2`,
    `${base}/assets/logo-1.svg`,
    // The styles of the page's own chunks: inlined in its HTML, but the browser fetches the
    // stylesheet marks that name them.
    `${base}/assets/index-1.css`,
    `${base}/assets/app-1.css`,
    // The shell's later parts, with their styles and the form the About section loads.
    `${base}/assets/about-1.js`,
    `${base}/assets/about-1.css`,
    `${base}/assets/footer-1.js`,
    `${base}/assets/contact-1.js`,
  ].sort()

describe('what each language’s worker precaches', () => {
  it('English: the offline page, what wakes it and its pictures, the manifest; no other route, picture, icon or video', async () => {
    // Not another route (svs), a dialog's host, or what the form loads on the visitor's intent
    // (the country picker).
    expect(await urls('')).toEqual(expected(''))
  })

  it('Arabic: the same, from its own folder', async () => {
    expect(await urls('/ar')).toEqual(expected('/ar'))
  })

  it('revises what has no hash in its name, and nothing that has', async () => {
    const { manifestEntries } = await getManifest(precacheOptions(dist, '/ar'))
    const byUrl = Object.fromEntries(
      (manifestEntries ?? []).map((entry) =>
        typeof entry === 'string' ? [entry, null] : [entry.url, entry.revision],
      ),
    )
    expect(byUrl['/ar/assets/app-1.js']).toBeNull()
    expect(byUrl['/ar/offline']).toMatch(/^[0-9a-f]{32}$/)
  })

  it('asks for a page by its address, not its file', () => {
    expect(addressOf('offline/index.html')).toBe('/offline')
    expect(addressOf('ar/offline/index.html')).toBe('/ar/offline')
    expect(addressOf('es/assets/x.js')).toBe('/es/assets/x.js')
  })
})

describe('what a kept page may load on use, for its worker', () => {
  it('follows the build’s graph from the files a page woke with: what the shell and the page load on use, with their styles, and no other page', () => {
    const graph = onUseGraph(dist, 'ar/')
    const reached = reachOnUse(graph, ['/ar/assets/svs-1.js', '/ar/assets/app-1.js']).sort()
    expect(reached).toEqual(
      [
        '/ar/assets/svs-1.js',
        '/ar/assets/labs-1.js',
        '/ar/assets/app-1.js',
        '/ar/assets/app-1.css',
        '/ar/assets/about-1.js',
        '/ar/assets/about-1.css',
        '/ar/assets/footer-1.js',
        '/ar/assets/contact-1.js',
        '/ar/assets/react-1.js',
        '/ar/assets/country-select-1.js',
        '/ar/assets/country-select-1.css',
        '/ar/assets/modal-host-1.js',
      ].sort(),
    )
    // The offline page's own chunk is another page's: reached only from that page.
    expect(reached).not.toContain('/ar/assets/offline-1.js')
    expect(reachOnUse(graph, ['/ar/assets/offline-1.js'])).toContain(
      '/ar/assets/country-select-1.js',
    )
  })

  it('knows nothing of an address outside the language’s build', () => {
    const graph = onUseGraph(dist, '')
    expect(reachOnUse(graph, ['/ar/assets/app-1.js', 'https://example.org/x.js'])).toEqual([])
    expect(graph.base).toBe('/')
    expect(graph.files.every((file: string) => file.startsWith('assets/'))).toBe(true)
  })
})
