#!/usr/bin/env node
// After the prerender (scripts/build.mjs): the web app manifests and icons, then the service
// worker (src/sw/worker.ts) bundled once and written three times, each language's copy with its
// own precache list by Workbox's injectManifest: /sw.js for English (scope /), /es/sw.js and
// /ar/sw.js. A language's list holds only its own files: English's leaves out es/ and ar/.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'
import { precacheOptions } from './precache.mjs'
import { writeWebManifests } from './web-manifest.mjs'

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
      entry: 'src/sw/worker.ts',
      formats: ['iife'],
      name: 'stemverseWorker',
      fileName: () => 'sw.js',
    },
  },
})

for (const prefix of ['', '/es', '/ar']) {
  const { count, size, warnings } = await injectManifest({
    swSrc: join(out, 'sw.js'),
    swDest: join(dist, prefix, 'sw.js'),
    ...precacheOptions(dist, prefix),
  })
  for (const warning of warnings) console.warn(`sw${prefix}: ${warning}`)
  console.log(`sw: ${prefix || '/'} precaches ${count} files, ${Math.round(size / 1024)} kB`)
}
rmSync(out, { recursive: true, force: true })
console.log(`sw: three workers in ${Math.round(performance.now() - started)} ms`)
