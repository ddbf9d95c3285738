#!/usr/bin/env node
// `npm run build:og` (after build:client; scripts/build.ts), or `node --import tsx
// scripts/og-images.mjs [dist]`: draws the Open Graph cards (1200x630 PNG) of the site and each
// world in every language, each blog post and each of its translations, and the raster logo, into
// dist/og/ (scripts/og/, docs/seo.md). A PNG already drawn from the same SVG is copied from
// node_modules/.cache/og, so a rebuild only draws what changed.
import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
const cache = process.env.OG_CACHE_DIR ?? 'node_modules/.cache/og'
const { cardJobs } = await import('./og/jobs.ts')
const { cachedPng } = await import('./og/cache.ts')
const { readPosts } = await import('../server/blog/load-posts.ts')

const started = performance.now()
const jobs = cardJobs({ root: process.cwd() }, readPosts('content/blog'))
let drawn = 0
for (const job of jobs) {
  const png = cachedPng(cache, job.svg(), job.width)
  if (png.drawn) drawn++
  const file = join(dist, job.path)
  mkdirSync(dirname(file), { recursive: true })
  copyFileSync(png.file, file)
}
console.log(
  `og-images: ${jobs.length} images (${drawn} drawn, ${jobs.length - drawn} from the cache) in ${Math.round(performance.now() - started)} ms`,
)
