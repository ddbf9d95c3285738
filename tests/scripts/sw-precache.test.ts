// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { getManifest } from 'workbox-build'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error TS7016: a plain module of the build scripts
import { addressOf, precacheOptions } from '../../scripts/sw/precache.mjs'

let dist: string
const files = [
  'index.html',
  'svs/index.html',
  'offline/index.html',
  'manifest.webmanifest',
  'assets/app-abc123.js',
  'assets/app-abc123.css',
  'assets/inter-abc123.woff2',
  'assets/world-abc123.svg',
  'es/offline/index.html',
  'es/manifest.webmanifest',
  'es/assets/app-def456.js',
  'ar/offline/index.html',
  'ar/manifest.webmanifest',
  'ar/assets/app-fed654.js',
  'ar/assets/noto-fed654.woff2',
  'icons/icon-192.png',
  'media/BioVerse.mp4',
  'media/BioVerse-poster.webp',
  'og/svs.png',
  'assets/app-abc123.js.br',
]

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sw-precache-'))
  for (const file of files) {
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

describe('what each language’s worker precaches', () => {
  it('English: its own files, the offline page, posters and icons; no other language, no video', async () => {
    expect(await urls('')).toEqual([
      '/assets/app-abc123.css',
      '/assets/app-abc123.js',
      '/assets/inter-abc123.woff2',
      '/assets/world-abc123.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/media/BioVerse-poster.webp',
      '/offline',
    ])
  })

  it('Arabic: its own files under /ar/, and the shared posters and icons', async () => {
    expect(await urls('/ar')).toEqual([
      '/ar/assets/app-fed654.js',
      '/ar/assets/noto-fed654.woff2',
      '/ar/manifest.webmanifest',
      '/ar/offline',
      '/icons/icon-192.png',
      '/media/BioVerse-poster.webp',
    ])
  })

  it('revises what has no hash in its name, and nothing that has', async () => {
    const { manifestEntries } = await getManifest(precacheOptions(dist, '/es'))
    const byUrl = Object.fromEntries(
      (manifestEntries ?? []).map((entry) =>
        typeof entry === 'string' ? [entry, null] : [entry.url, entry.revision],
      ),
    )
    expect(byUrl['/es/assets/app-def456.js']).toBeNull()
    expect(byUrl['/es/offline']).toMatch(/^[0-9a-f]{32}$/)
  })

  it('asks for a page by its address, not its file', () => {
    expect(addressOf('offline/index.html')).toBe('/offline')
    expect(addressOf('ar/offline/index.html')).toBe('/ar/offline')
    expect(addressOf('es/assets/x.js')).toBe('/es/assets/x.js')
  })
})
