#!/usr/bin/env node
// The JavaScript a browser fetches, measured in Chromium on the built site (docs/performance.md):
// per language and sampled route, what is fetched before the `load` event (which ends the
// loader, so it must wait for no script at all) and what is fetched in the first 10 s without
// any interaction. Sizes are each file's gzip at level 9, as `npm run budget` counts them, so the
// figures do not depend on the network or on which compression the browser asked for.
//
//   node scripts/load-budget.mjs [--json file] [path ...]
//
// Fails above the budgets; --json writes every figure (docs/performance.md quotes them).
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

/**
 * The budgets, in bytes of gzip: nothing before `load` (the app starts after it), and in the first
 * 10 s 150 kB for a home page and 160 kB for any other (the blog's pages run their feed at once).
 */
export const budgets = {
  beforeLoad: 0,
  homeFirstTenSeconds: 150_000,
  pageFirstTenSeconds: 160_000,
}
const window = 10_000
const args = process.argv.slice(2)
const jsonAt = args.indexOf('--json')
const jsonOut = jsonAt === -1 ? undefined : args.splice(jsonAt, 2)[1]
const paths = args.length
  ? args
  : ['/', '/svs', '/BioVerse', '/blogs', '/blogs/the-thermite-reaction-without-the-risk']
const languages = ['', '/es', '/ar']

const gzipped = new Map()
function gzipBytes(pathname) {
  if (!gzipped.has(pathname)) {
    gzipped.set(pathname, gzipSync(readFileSync(join('dist', pathname)), { level: 9 }).length)
  }
  return gzipped.get(pathname)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', SERVE_DIST: 'dist' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
process.on('exit', () => server.kill())
const base = await new Promise((resolve, reject) => {
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
    const match = /Site and API at (http:\/\/\S+?)\/\s/.exec(output)
    if (match) resolve(match[1].replace('localhost', '127.0.0.1'))
  })
  server.once('exit', (code) => reject(new Error(`service exited (${code}):\n${output}`)))
})

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

/** One visit: every script the page fetches, and whether it had arrived before `load`. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  // The geolocation look-up is a third party: answered here, never counted.
  await context.route(/ipapi\.co/, (route) => route.fulfill({ json: { country_code: 'GB' } }))
  const page = await context.newPage()
  const scripts = new Map()
  let loaded = false
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    const { pathname, origin } = new URL(request.url())
    if (origin !== base) return
    if (!scripts.has(pathname)) scripts.set(pathname, { beforeLoad: !loaded })
  })
  page.on('load', () => {
    loaded = true
  })
  const started = Date.now()
  await page.goto(base + path, { waitUntil: 'load' })
  await page.waitForTimeout(Math.max(0, window - (Date.now() - started)))
  await context.close()
  const sum = (filter) =>
    [...scripts].filter(([, s]) => filter(s)).reduce((n, [file]) => n + gzipBytes(file), 0)
  return {
    beforeLoad: sum((s) => s.beforeLoad),
    firstTenSeconds: sum(() => true),
    files: scripts.size,
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const results = {}
let failed = false
try {
  // Four pages at a time: a page is busy for its first second or two and then idles until its
  // 10 s are up; waking four at once on two cores still ends far inside the window.
  const jobs = languages.flatMap((prefix) =>
    paths.map((path) => prefix + (path === '/' && prefix ? '/' : path)),
  )
  const queue = [...jobs]
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (queue.length) {
        const path = queue.shift()
        results[path] = await measure(path)
      }
    }),
  )
  console.log('JavaScript fetched (gzip): before load | first 10 s without interaction')
  for (const path of jobs) {
    const { beforeLoad, firstTenSeconds, files } = results[path]
    const home = /^(\/es|\/ar)?\/$/.test(path)
    const limit = home ? budgets.homeFirstTenSeconds : budgets.pageFirstTenSeconds
    const ok = beforeLoad <= budgets.beforeLoad && firstTenSeconds <= limit
    if (!ok) failed = true
    console.log(
      `${ok ? '  ok  ' : ' OVER '} ${path.padEnd(50)} ${kb(beforeLoad).padStart(8)} | ${kb(firstTenSeconds).padStart(8)} / ${kb(limit)} (${files} files)`,
    )
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2) + '\n')
} finally {
  await browser.close()
  server.kill()
}
console.log(failed ? 'load-budget: over budget' : 'load-budget: within budget')
process.exit(failed ? 1 : 0)
