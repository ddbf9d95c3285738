#!/usr/bin/env node
// What a browser fetches, measured in Chromium on the built site (docs/performance.md): per
// sampled route (scripts/sampled-routes.mjs), the page's JavaScript before the `load` event
// (which ends the loader, so it must wait for no script at all) and in the first 10 s without
// any interaction; and what the service worker fetches by itself in those 10 s (its install and
// the pages it keeps), on the wire. The page's scripts count as each file's gzip at level 9, as
// `npm run budget` counts them, so the figures do not depend on the network; the worker's count
// what crossed the network (what the browser's cache answered costs nothing).
//
//   node scripts/load-budget.mjs [--json file] [--dist dir] [path ...]
//
// Fails above the budgets; --json writes every figure (docs/performance.md quotes them); --dist
// measures another build (an earlier one, to compare).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { isHomePath, notCheckedNote, sampledPaths } from './sampled-routes.mjs'
import { startService } from './service-process.mjs'

/**
 * The budgets, in bytes of gzip: nothing before `load` (the app starts after it), and in the first
 * 10 s 150 kB for a home page and 160 kB for any other (the blog's pages run their feed at once).
 */
export const budgets = {
  beforeLoad: 0,
  homeFirstTenSeconds: 150_000,
  pageFirstTenSeconds: 160_000,
  /** What the service worker fetches by itself in the first 10 s, on the wire. */
  workerFirstTenSeconds: 100_000,
}
const window = 10_000
const args = process.argv.slice(2)
const jsonAt = args.indexOf('--json')
const jsonOut = jsonAt === -1 ? undefined : args.splice(jsonAt, 2)[1]
const distAt = args.indexOf('--dist')
const dist = distAt === -1 ? 'dist' : args.splice(distAt, 2)[1]
const jobs = args.length ? args : sampledPaths()

const gzipped = new Map()
function gzipBytes(pathname) {
  if (!gzipped.has(pathname)) {
    gzipped.set(pathname, gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length)
  }
  return gzipped.get(pathname)
}

const server = await startService({ dist, echo: true })
const base = server.url

// The geolocation look-up is a third party, never counted: its name does not resolve here, so it
// fails at once and the site falls back as designed. Not answered through Playwright's routing,
// which turns the browser's HTTP cache off: the worker, keeping files the page has just fetched,
// would then download each again and the count would charge it twice.
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--host-resolver-rules=MAP ipapi.co ~NOTFOUND'],
})

/** One visit: every script the page fetches, and whether it had arrived before `load`. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const scripts = new Map()
  // The worker's own requests (Playwright reports them on the context, with their worker).
  const fromWorker = []
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker() || Date.now() - started > window) return
    fromWorker.push(
      request.sizes().then(
        (sizes) => ({
          url: request.url(),
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
        }),
        () => ({ url: request.url(), wire: 0 }),
      ),
    )
  })
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
  const worker = await Promise.all(fromWorker)
  await context.close()
  const sum = (filter) =>
    [...scripts].filter(([, s]) => filter(s)).reduce((n, [file]) => n + gzipBytes(file), 0)
  return {
    beforeLoad: sum((s) => s.beforeLoad),
    firstTenSeconds: sum(() => true),
    files: scripts.size,
    worker: worker.reduce((n, request) => n + request.wire, 0),
    workerRequests: worker.length,
    workerFromNetwork: worker.filter((request) => request.wire > 0).length,
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const results = {}
let failed = false
try {
  // Four pages at a time: a page is busy for its first second or two and then idles until its
  // 10 s are up; waking four at once on two cores still ends far inside the window.
  const queue = [...jobs]
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (queue.length) {
        const path = queue.shift()
        results[path] = await measure(path)
      }
    }),
  )
  console.log(
    'JavaScript fetched (gzip): before load | first 10 s without interaction || the worker in the first 10 s (wire)',
  )
  for (const path of jobs) {
    const { beforeLoad, firstTenSeconds, files, worker, workerRequests, workerFromNetwork } =
      results[path]
    const limit = isHomePath(path) ? budgets.homeFirstTenSeconds : budgets.pageFirstTenSeconds
    const ok =
      beforeLoad <= budgets.beforeLoad &&
      firstTenSeconds <= limit &&
      worker <= budgets.workerFirstTenSeconds
    if (!ok) failed = true
    console.log(
      `${ok ? '  ok  ' : ' OVER '} ${path.padEnd(42)} ${kb(beforeLoad).padStart(8)} | ${kb(firstTenSeconds).padStart(8)} / ${kb(limit)} (${files} files)` +
        ` || ${kb(worker).padStart(8)} / ${kb(budgets.workerFirstTenSeconds)} (${workerFromNetwork} of ${workerRequests} requests from the network)`,
    )
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2) + '\n')
} finally {
  await browser.close()
  await server.stop()
}
if (!args.length && notCheckedNote()) console.log(notCheckedNote())
console.log(failed ? 'load-budget: over budget' : 'load-budget: within budget')
process.exit(failed ? 1 : 0)
