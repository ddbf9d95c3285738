#!/usr/bin/env node
// What a browser fetches, measured in Chromium on the built site (docs/performance.md): per
// sampled route (scripts/sampled-routes.mjs), the page's JavaScript before the `load` event
// (which ends the loader, so it must wait for no script at all) and until the page has settled
// without any interaction; and what the service worker fetches by itself by then (its install
// and the pages it keeps), on the wire. The page's scripts count as each file's gzip at level 9,
// as `npm run budget` counts them, so the figures do not depend on the network; the worker's
// count what crossed the network (what the browser's cache answered costs nothing).
//
// Settled: the app is awake, the page's worker (if it registers one) is active, and neither the
// page nor its worker has had a request open for 2 s, after which the browser has been idle. It
// is a state, not a time: a slow or busy machine gets there later and counts the same bytes, where
// a fixed window would let less through exactly when the machine is slowest.
//
//   node scripts/load-budget.mjs [--json file] [--dist dir] [--leave] [path ...]
//
// Fails above the budgets; --json writes every figure (docs/performance.md quotes them); --dist
// measures another build (an earlier one, to compare). What the worker keeps for use (the code a
// kept page may load on a visitor's action) comes after the page has settled, once the reader has
// stayed or as they leave (docs/offline-queue.md): counted apart when it comes before, and with
// --leave the page is left once settled, and what the worker then keeps counted until it is quiet.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { isHomePath, sampledPaths } from './sampled-routes.mjs'
import { startService } from './service-process.mjs'
import { getManifest } from 'workbox-build'
import { onUseGraph, precacheOptions, searchFiles } from './sw/precache.mjs'
import { languagePrefix } from '../content/locales.ts'

/**
 * The budgets, in bytes of gzip: nothing before `load` (the app starts after it), and until the
 * page has settled 150 kB for a home page and 160 kB for any other (the blog's pages run their
 * feed at once).
 */
export const budgets = {
  beforeLoad: 0,
  homeUntilSettled: 150_000,
  pageUntilSettled: 160_000,
  /** What the service worker fetches by itself until the page has settled, on the wire. */
  workerUntilSettled: 100_000,
  /**
   * What it fetches ahead for a reader who stays (the search's index, page and code), when that
   * happens before the page has settled: a later phase, held to the same 100 kB on its own.
   */
  workerAhead: 100_000,
}
/** How long the network must have been quiet for the page to count as settled. */
const quietMs = 2_000
/** Only a guard against a page that never settles (a request that never ends), not a window. */
const hangGuardMs = 180_000
const args = process.argv.slice(2)
const jsonAt = args.indexOf('--json')
const jsonOut = jsonAt === -1 ? undefined : args.splice(jsonAt, 2)[1]
const leaveAt = args.indexOf('--leave')
const leave = leaveAt !== -1
if (leave) args.splice(leaveAt, 1)
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

/**
 * What a language's worker fetches ahead for a reader who stays (the search's index, its page and
 * their code, src/offline/names.ts: fetchAheadAfterMs), by address. A later phase than the install
 * and the page kept, on purpose: counted apart, so that a machine slow enough to reach it before
 * the page has settled does not charge it to the install.
 */
const aheadOf = new Map()
function fetchedAhead(path) {
  const prefix = languagePrefix.exec(path)?.[1] ?? ''
  if (!aheadOf.has(prefix)) {
    const dir = prefix ? `${prefix}/` : ''
    const base = prefix ? `/${prefix}` : ''
    aheadOf.set(
      prefix,
      new Set([...searchFiles(dist, dir), `${base}/search-index.json`, `${base}/search`]),
    )
  }
  return aheadOf.get(prefix)
}

/**
 * What a language's worker keeps for use, by address: the files of its build's on-use graph that
 * its install does not precache (src/offline/worker.ts: keepOnUse). What a kept page fetched
 * itself comes from the browser's cache, and costs nothing on the wire.
 */
const forUseOf = new Map()
async function keptForUse(path) {
  const prefix = languagePrefix.exec(path)?.[1] ?? ''
  if (!forUseOf.has(prefix)) {
    const dir = prefix ? `${prefix}/` : ''
    const { manifestEntries } = await getManifest(precacheOptions(dist, prefix ? `/${prefix}` : ''))
    const precached = new Set(
      (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)),
    )
    const graph = onUseGraph(dist, dir)
    forUseOf.set(
      prefix,
      new Set(graph.files.map((file) => graph.base + file).filter((file) => !precached.has(file))),
    )
  }
  return forUseOf.get(prefix)
}

/** One visit: every script the page fetches, and whether it had arrived before `load`. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const scripts = new Map()
  // The worker's own requests (Playwright reports them on the context, with their worker).
  const fromWorker = []
  // Requests of the page and its worker still open, and when the last one opened or ended.
  const open = new Set()
  let lastActivity = Date.now()
  context.on('request', (request) => {
    open.add(request)
    lastActivity = Date.now()
  })
  const ended = (request) => {
    open.delete(request)
    lastActivity = Date.now()
  }
  context.on('requestfailed', ended)
  context.on('requestfinished', (request) => {
    ended(request)
    if (!request.serviceWorker()) return
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
  const guard = setTimeout(() => {
    console.error(
      `load-budget: ${path} did not settle in ${hangGuardMs / 1000} s; open: ${[...open].map((r) => r.url()).join(' ')}`,
    )
    process.exit(1)
  }, hangGuardMs)
  await page.goto(base + path, { waitUntil: 'load' })
  await settled(page, open, () => lastActivity)
  const settledCount = fromWorker.length
  // Leaving: the worker keeps, after the page has gone, what it may load on use.
  if (leave) {
    await page.goto('about:blank')
    const left = Date.now()
    await quiet(open, () => Math.max(left, lastActivity))
  }
  clearTimeout(guard)
  const ahead = fetchedAhead(path)
  const forUse = await keptForUse(path)
  const pathOf = (request) => new URL(request.url).pathname
  const isAhead = (request) => ahead.has(pathOf(request))
  const isForUse = (request) => !isAhead(request) && forUse.has(pathOf(request))
  const all = await Promise.all(fromWorker)
  const everything = all.slice(0, settledCount)
  const worker = everything.filter((request) => !isAhead(request) && !isForUse(request))
  const workerAhead = everything.filter(isAhead).reduce((n, request) => n + request.wire, 0)
  const wire = (requests) => requests.reduce((n, request) => n + request.wire, 0)
  const keptForUseUntilSettled = wire(everything.filter(isForUse))
  const keptForUseOnLeaving = wire(all.slice(settledCount).filter(isForUse))
  const aheadOnLeaving = wire(all.slice(settledCount).filter(isAhead))
  await context.close()
  const sum = (filter) =>
    [...scripts].filter(([, s]) => filter(s)).reduce((n, [file]) => n + gzipBytes(file), 0)
  return {
    beforeLoad: sum((s) => s.beforeLoad),
    untilSettled: sum(() => true),
    files: scripts.size,
    scripts: [...scripts.keys()].map((file) => [file, gzipBytes(file)]).sort((a, b) => b[1] - a[1]),
    workerFiles: worker
      .filter((request) => request.wire > 0)
      .map((request) => [new URL(request.url).pathname, request.wire])
      .sort((a, b) => b[1] - a[1]),
    worker: worker.reduce((n, request) => n + request.wire, 0),
    workerAhead,
    keptForUseUntilSettled,
    ...(leave ? { keptForUseOnLeaving, aheadOnLeaving } : {}),
    workerRequests: worker.length,
    workerFromNetwork: worker.filter((request) => request.wire > 0).length,
  }
}

/** Resolves once no request of the context has been open for `quietMs`. */
async function quiet(open, lastActivity) {
  for (;;) {
    const quietFor = Date.now() - lastActivity()
    if (!open.size && quietFor >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, open.size ? 100 : quietMs - quietFor))
  }
}

/**
 * Resolves once the page has settled: the app awake, its worker active if it registers one, no
 * request open for `quietMs`, and then the browser idle with still no new request. Work an idle
 * browser starts (a font, a look-up) shows up as a request and starts the wait again.
 */
async function settled(page, open, lastActivity) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: hangGuardMs })
  await page.evaluate(async () => {
    const { document, navigator } = globalThis
    const manifest = document.querySelector('link[rel="manifest"]')
    if (manifest && 'serviceWorker' in navigator) await navigator.serviceWorker.ready
  })
  for (;;) {
    const quietFor = Date.now() - lastActivity()
    if (open.size || quietFor < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, open.size ? 100 : quietMs - quietFor))
      continue
    }
    const before = lastActivity()
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          globalThis.requestIdleCallback(() => globalThis.requestIdleCallback(resolve)),
        ),
    )
    if (!open.size && lastActivity() === before) return
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const results = {}
let failed = false
try {
  // Two pages at a time, one a core: what each counts does not depend on how fast it settles.
  const queue = [...jobs]
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) {
        const path = queue.shift()
        results[path] = await measure(path)
      }
    }),
  )
  console.log(
    'JavaScript fetched (gzip): before load | until settled, without interaction || the worker until then (wire)',
  )
  for (const path of jobs) {
    const { beforeLoad, untilSettled, files, worker, workerRequests, workerFromNetwork } =
      results[path]
    const largest = results[path].scripts.slice(0, 8)
    const limit = isHomePath(path) ? budgets.homeUntilSettled : budgets.pageUntilSettled
    const ok =
      beforeLoad <= budgets.beforeLoad &&
      untilSettled <= limit &&
      worker <= budgets.workerUntilSettled &&
      results[path].workerAhead <= budgets.workerAhead
    if (!ok) failed = true
    console.log(
      `${ok ? '  ok  ' : ' OVER '} ${path.padEnd(42)} ${kb(beforeLoad).padStart(8)} | ${kb(untilSettled).padStart(8)} / ${kb(limit)} (${files} files)` +
        ` || ${kb(worker).padStart(8)} / ${kb(budgets.workerUntilSettled)} (${workerFromNetwork} of ${workerRequests} requests from the network)` +
        (results[path].workerAhead
          ? `; fetched ahead for a reader who stays, apart: ${kb(results[path].workerAhead)} / ${kb(budgets.workerAhead)}`
          : '') +
        (results[path].keptForUseUntilSettled
          ? `; kept for use, apart: ${kb(results[path].keptForUseUntilSettled)}`
          : '') +
        (leave
          ? ` || on leaving: kept for use ${kb(results[path].keptForUseOnLeaving)}, search ${kb(results[path].aheadOnLeaving)}`
          : ''),
    )
    // Over: the largest scripts, to say where to look.
    if (!ok)
      console.log(
        `        largest: ${largest.map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ')}`,
      )
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2) + '\n')
} finally {
  await browser.close()
  await server.stop()
}
console.log(failed ? 'load-budget: over budget' : 'load-budget: within budget')
process.exit(failed ? 1 : 0)
