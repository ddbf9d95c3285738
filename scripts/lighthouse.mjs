#!/usr/bin/env node
// Lighthouse on the production build: starts the real service on `dist/` and audits pages with
// Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium. Targets
// and how to read them: docs/performance.md. Three modes:
//
//   node scripts/lighthouse.mjs [path ...]
//       Floors, a check to run by hand on a quiet machine (not part of `npm test`, which holds no
//       score or duration: docs/testing.md; default: the sampled routes of
//       scripts/sampled-routes.mjs, every family, the home page in every language): best of up
//       to three runs per path; fails when a score is under its floor: performance 99,
//       accessibility 100, a layout shift of 0.02 or more, and on a home page a total blocking
//       time of 50 ms or more. LIGHTHOUSE_REPORT writes the last path's best run as JSON.
//   node scripts/lighthouse.mjs --compare A B [--runs N]
//       Alternates runs between two pages (A, B, A, B, ...; 5 each by default) and prints the
//       medians and ranges side by side. A or B may be a path on our build (/svs) or a whole URL
//       (another build or a reference app on another port), so a slower machine moves both.
//   node scripts/lighthouse.mjs --table [REFERENCE] [--runs N] [--wait MINUTES] [--write]
//                                 [--doc FILE] [path ...]
//       The benchmark of docs/performance.md (`npm run benchmark:speed` runs it with --write).
//       REFERENCE, or the variable BENCHMARK_REFERENCE, is the URL of the reference app (the
//       probe). It first waits up to 5 minutes (--wait) for the 1-minute load average to fall under
//       1.0, as a run counts only then; then Lighthouse on every path (default: every route family
//       in every language): each home page 5 times, each run alternating with the reference app,
//       every other page 3 times, or fewer when the whole would not fit in 40 minutes, as a single
//       timed run estimates (sampled, and it says so); then the interactions of
//       scripts/interactions.mjs, 5 cold loads each in every language. --runs N: N runs of
//       everything, for a quick check. Prints every run, the medians with each target met or not
//       and the interactions; --write puts them in docs/performance.md (--doc FILE: another file)
//       between its benchmark marks. Exits 1 when a target is missed.
//
// The modes' code: scripts/lighthouse/ (settings, figures, the checks by hand, the benchmark).
// Chromium: CHROMIUM_PATH (/usr/bin/chromium), as for every script (scripts/chromium.mjs).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from './chromium.mjs'
import { estimateSeconds as interactionSeconds } from './interactions.mjs'
import { benchmark } from './lighthouse/benchmark.mjs'
import { compare, floors } from './lighthouse/checks.mjs'
import { machineLine } from './lighthouse/figures.mjs'
import {
  familyRuns,
  homeRuns,
  interactionRuns,
  isHome,
  isUrl,
  parseOptions,
  quietLoad,
} from './lighthouse/settings.mjs'
import { languagePrefixes } from './sampled-routes.mjs'
import { startService } from './service-process.mjs'

const options = parseOptions(process.argv.slice(2))
const { mode, runs, pages, waitMinutes } = options

// The benchmark's interactions run on our build whatever the pages.
const needsOwnService = mode === 'table' || pages.some((page) => !isUrl(page))
if (needsOwnService && !existsSync('dist/index.html')) {
  console.error('lighthouse: no dist/; run `npm run build` first')
  process.exit(1)
}

const homePages = pages.filter((page) => isHome(page))
const otherPages = pages.filter((page) => !isHome(page))

/**
 * The benchmark counts only on a quiet machine: waits up to `minutes` for the 1-minute load
 * average to fall under quietLoad, and resolves to that figure, as it was last read, and the
 * minutes waited.
 */
async function waitForQuiet(minutes) {
  const started = Date.now()
  const left = () => minutes * 60_000 - (Date.now() - started)
  while (loadavg()[0] >= quietLoad && left() > 0) {
    console.log(
      `lighthouse: load average ${loadavg()[0].toFixed(2)}; waiting for it to fall under ` +
        `${quietLoad} (${Math.ceil(left() / 60_000)} min left)`,
    )
    await new Promise((resolve) => setTimeout(resolve, Math.min(15_000, left())))
  }
  return { load: loadavg()[0], waited: (Date.now() - started) / 60_000 }
}
const quiet = mode === 'table' ? await waitForQuiet(waitMinutes) : null

// A guard against a hung browser, not a measure: 12 to 18 s an audit on a 2-core machine at a
// load average of 2 to 3, over 60 s on a busy one, and the guard allows 180 s for each (and
// three times the interactions' estimate).
const audits =
  mode === 'floors'
    ? pages.length * 3 + 1
    : mode === 'table'
      ? homePages.length * (runs ?? homeRuns) * 2 + otherPages.length * (runs ?? familyRuns) + 2
      : pages.length * (runs + 1)
const limitSeconds =
  audits * 180 +
  (mode === 'table' ? 3 * interactionSeconds(runs ?? interactionRuns, languagePrefixes.length) : 0)
const hardLimit = setTimeout(() => {
  console.error(`lighthouse: stopped by its ${limitSeconds} s time limit; ${machineLine()}`)
  // Its browser too: left running, it took a core from every step after it.
  try {
    process.kill(chrome.pid, 'SIGKILL')
  } catch {
    // Not started yet, or gone already.
  }
  process.exit(1)
}, limitSeconds * 1000)

process.on('uncaughtException', (error) => {
  console.error(error)
  process.exit(1)
})
process.on('unhandledRejection', (error) => {
  console.error(error)
  process.exit(1)
})

// ── our service, when a page is one of ours ─────────────────────────────────────────────────
let server = null
let base = null
if (needsOwnService) {
  server = await startService({ dist: 'dist', echo: true })
  base = server.url
}
const urlOf = (page) => (isUrl(page) ? page : `${base}${page}`)

const workdir = mkdtempSync(join(tmpdir(), 'stemverse-lighthouse-'))
mkdirSync(join(workdir, 'profile'))
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  userDataDir: join(workdir, 'profile'),
  // Not the shared chromiumArgs: chrome-launcher adds its own for a quiet run (no background
  // networking, updates or sync). Chromium's own processes, as a visitor's browser runs: in one
  // process (--single-process) Lighthouse 12 measures the browser's UI thread instead of the
  // page's, and local() fonts fail (docs/performance.md, "Measuring on a virtual machine").
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})

async function audit(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  return result.lhr
}

const run = { options, audit, urlOf, chrome, base, quiet, homePages, otherPages }
let failed = 0
try {
  if (mode === 'floors') failed += await floors(run)
  else if (mode === 'compare') await compare(run)
  else failed += await benchmark(run)
} finally {
  await chrome.kill()
  await server?.stop()
  rmSync(workdir, { recursive: true, force: true })
  clearTimeout(hardLimit)
}
process.exit(failed ? 1 : 0)
