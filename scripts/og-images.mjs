#!/usr/bin/env node
// After `vite build` (see package.json "build"), run as `node --import tsx scripts/og-images.mjs
// [dist]`: draws the Open Graph cards (1200x630 PNG) of the site and each world in every language,
// each blog post and each of its translations, and the raster logo, into dist/og/
// (scripts/og-cards.ts). A PNG already drawn from the same
// SVG is copied from node_modules/.cache/og, so a rebuild only draws what changed.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
const cache = process.env.OG_CACHE_DIR ?? 'node_modules/.cache/og'
const { cacheKey, cardJobs, renderPng } = await import('./og-cards.ts')
const { readPosts } = await import('../server/blog/load-posts.ts')

const started = performance.now()
const jobs = cardJobs({ root: process.cwd() }, readPosts('content/blog'))
let drawn = 0
mkdirSync(cache, { recursive: true })
for (const job of jobs) {
  const svg = job.svg()
  const cached = join(cache, `${cacheKey(svg, job.width)}.png`)
  if (!existsSync(cached)) {
    writeFileSync(cached, renderPng(svg, job.width))
    drawn++
  }
  const file = join(dist, job.path)
  mkdirSync(dirname(file), { recursive: true })
  copyFileSync(cached, file)
}
console.log(
  `og-images: ${jobs.length} images (${drawn} drawn, ${jobs.length - drawn} from the cache) in ${Math.round(performance.now() - started)} ms`,
)
