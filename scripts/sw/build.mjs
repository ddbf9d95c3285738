#!/usr/bin/env node
// After the prerender (scripts/build.ts): the web app manifests and icons, then the service
// worker (src/offline/worker.ts) bundled once and written once per language (content/locales.ts),
// each copy with its own precache list by Workbox's injectManifest: /sw.js for English (scope /),
// /es/sw.js and so on. A language's list holds only its own files: English's leaves out the others'.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'
import { onUseGraph, precacheOptions, searchFiles } from './precache.mjs'
import { writeWebManifests } from './web-manifest.mjs'
import { localeInfo, locales } from '../../content/locales.ts'

const dist = process.argv[2] ?? 'dist'
const started = performance.now()
writeWebManifests(dist)

// One bundle for every language: the worker reads its language from its scope.
const out = mkdtempSync(join(tmpdir(), 'stemverse-sw-'))
await build({
  configFile: false,
  logLevel: 'warn',
  // Workbox's development logging is dropped from the production worker.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: out,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/offline/worker.ts',
      formats: ['iife'],
      name: 'stemverseWorker',
      fileName: () => 'sw.js',
    },
  },
})

for (const prefix of locales.map((locale) => localeInfo[locale].prefix)) {
  const { count, size, warnings } = await injectManifest({
    swSrc: join(out, 'sw.js'),
    swDest: join(dist, prefix, 'sw.js'),
    ...precacheOptions(dist, prefix),
  })
  for (const warning of warnings) console.warn(`sw${prefix}: ${warning}`)
  // The search's files, fetched ahead on the page's word (worker.ts: fetchAhead).
  const swFile = join(dist, prefix, 'sw.js')
  const code = readFileSync(swFile, 'utf8')
  if (!code.includes('self.__SEARCH_FILES')) throw new Error('sw: no self.__SEARCH_FILES to fill')
  const dir = prefix ? `${prefix.slice(1)}/` : ''
  const search = searchFiles(dist, dir)
  // What a kept page may load on use, kept with it (worker.ts: keepOnUse).
  if (!code.includes('self.__ON_USE')) throw new Error('sw: no self.__ON_USE to fill')
  writeFileSync(
    swFile,
    code
      .replaceAll('self.__SEARCH_FILES', JSON.stringify(search))
      .replaceAll('self.__ON_USE', JSON.stringify(onUseGraph(dist, dir))),
  )
  console.log(`sw: ${prefix || '/'} precaches ${count} files, ${Math.round(size / 1024)} kB`)
}
rmSync(out, { recursive: true, force: true })
console.log(`sw: ${locales.length} workers in ${Math.round(performance.now() - started)} ms`)
