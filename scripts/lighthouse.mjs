#!/usr/bin/env node
// Lighthouse on the production build: starts the real service on `dist/` and audits pages with
// Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium. Targets
// and how to read them: docs/performance.md. Three modes:
//
//   node scripts/lighthouse.mjs [path ...]
//       Floors, a check to run by hand on a quiet machine (not part of `npm test`, which holds no
//       score or duration: docs/testing.md; default: the sampled routes of
//       scripts/sampled-routes.mjs, every family, the home page in three languages): best of up
//       to three runs per path; fails when a score is under its floor: performance 99,
//       accessibility 100, a layout shift of 0.02 or more, and on a home page a total blocking
//       time of 50 ms or more. LIGHTHOUSE_REPORT writes the last path's best run as JSON.
//   node scripts/lighthouse.mjs --compare A B [--runs N]
//       Alternates runs between two pages (A, B, A, B, ...; 5 each by default) and prints the
//       medians and ranges side by side. A or B may be a path on our build (/svs) or a whole URL
//       (another build or a reference app on another port), so a slower machine moves both.
//   node scripts/lighthouse.mjs --table REFERENCE [--runs N] [--write] [path ...]
//       The benchmark of docs/performance.md: every path (default: every route family in three
//       languages), each run alternating with the reference app at the URL REFERENCE; the median
//       of N (3) runs per page, as a Markdown table, with each target met or not. --write puts
//       the table in docs/performance.md, between its benchmark marks.
//
// Chromium: CHROMIUM_PATH (/usr/bin/chromium), as for every script (scripts/chromium.mjs).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' }
import { chromiumPath } from './chromium.mjs'
import { everyPath, isHomePath, notCheckedNote, sampledPaths } from './sampled-routes.mjs'
import { startService } from './service-process.mjs'

const isHome = (path) => isHomePath(path)
/** Performance floor of every page (docs/performance.md). */
const performanceFloor = () => 99
/** Total blocking time a home page must stay under, in ms, CPU 4x slower. */
const homeBlockingLimit = 50

const lighthouseVersion = lighthousePackage.version

// ── arguments ───────────────────────────────────────────────────────────────────────────────
const args = process.argv.slice(2)
let mode = 'floors'
let runs = 0
let reference = ''
let write = false
const pages = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--compare') mode = 'compare'
  else if (arg === '--table') {
    mode = 'table'
    reference = args[++i]
  } else if (arg === '--write') write = true
  else if (arg === '--runs') runs = Number(args[++i])
  else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
  else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
  else pages.push(arg)
}
runs ||= mode === 'compare' ? 5 : 3
if (!Number.isInteger(runs) || runs < 1) usage('--runs needs a whole number of at least 1')
if (mode === 'compare' && pages.length !== 2) usage('--compare needs two pages, A and B')
if (mode === 'table' && !/^https?:\/\//.test(reference ?? '')) usage('--table needs a URL')
if (!pages.length) pages.push(...(mode === 'table' ? everyPath() : sampledPaths()))

function usage(problem) {
  console.error(
    `lighthouse: ${problem}\n` +
      'usage: lighthouse.mjs [path ...] | --compare A B [--runs N] | --table URL [--runs N] [--write] [path ...]',
  )
  process.exit(2)
}

const isUrl = (page) => /^https?:\/\//.test(page)
const needsOwnService = pages.some((page) => !isUrl(page))
if (needsOwnService && !existsSync('dist/index.html')) {
  console.error('lighthouse: no dist/; run `npm run build` first')
  process.exit(1)
}

// A guard against a hung browser, not a measure: about 25 s an audit on a quiet 2-core machine,
// over 60 s on a busy one, and the guard allows 180 s for each.
const audits =
  mode === 'floors'
    ? pages.length * 3 + 1
    : mode === 'table'
      ? pages.length * runs * 2 + 2
      : pages.length * (runs + 1)
const limitSeconds = audits * 180
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

/** The figures the modes compare, from one Lighthouse result (null for a failed run). */
function figures(lhr) {
  if (lhr.runtimeError || lhr.categories.performance?.score == null) return null
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    js: scriptBytes,
  }
}

const rows = [
  ['performance', 'Performance', (v) => v.toFixed(0)],
  ['fcp', 'FCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['lcp', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'TBT', (v) => `${v.toFixed(0)} ms`],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['si', 'Speed Index', (v) => `${(v / 1000).toFixed(2)} s`],
  ['js', 'JS transferred', (v) => `${(v / 1000).toFixed(1)} kB`],
  ['accessibility', 'Accessibility', (v) => v.toFixed(0)],
  ['best-practices', 'Best practices', (v) => v.toFixed(0)],
  ['seo', 'SEO', (v) => v.toFixed(0)],
]

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** 'median (min–max)' of one figure over several runs. */
function summary(results, key, format) {
  const values = results.map((result) => result[key]).filter((v) => Number.isFinite(v))
  if (!values.length) return '?'
  const low = Math.min(...values)
  const high = Math.max(...values)
  return low === high
    ? format(median(values))
    : `${format(median(values))} (${format(low)}–${format(high)})`
}

function printTable(columns) {
  const width = 30
  console.log(
    `\n${''.padEnd(16)}${columns.map(({ title }) => title.slice(0, width - 2).padEnd(width)).join('')}`,
  )
  for (const [key, label, format] of rows) {
    console.log(
      `${label.padEnd(16)}${columns.map(({ results }) => summary(results, key, format).padEnd(width)).join('')}`,
    )
  }
  console.log(
    `${'runs'.padEnd(16)}${columns.map(({ results }) => String(results.length).padEnd(width)).join('')}`,
  )
}

/**
 * What a page fault costs on this machine, said beside failed floors: Lighthouse multiplies the
 * renderer's tasks by 4, and a renderer faults in tens of megabytes, so where a fault costs ten
 * times a phone's the floors measure the machine.
 */
function machineLine() {
  const cost = pageFaultCost()
  return (
    `this machine: a page fault on fresh memory costs ${cost.toFixed(1)} µs (a laptop or a phone: under 1 µs)` +
    (cost > 2
      ? '; at this cost even the probe app misses the home floors (docs/performance.md, "Measuring on a virtual machine")'
      : '')
  )
}

/** Microseconds a first touch of one 4 kB page of fresh memory takes here (best of three). */
function pageFaultCost() {
  const size = 128 * 2 ** 20
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const bytes = new Uint8Array(size)
    const started = process.hrtime.bigint()
    for (let at = 0; at < size; at += 4096) bytes[at] = 1
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / (size / 4096))
  }
  return best
}

let failed = 0
try {
  if (mode === 'floors') {
    // One discarded warm-up run: the first audit in a fresh browser against a fresh service scores
    // far lower (even 0) than any after it, whatever the page.
    await audit(`${base}/`)
    for (const path of pages) {
      // Best of up to three runs: on a busy 2-core machine one run can lose a few points. The
      // first run that meets every floor counts; when none does, the one with the best score.
      const floor = performanceFloor(path)
      const meets = (lhr) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100) >= floor &&
        Math.round((lhr.categories.accessibility?.score ?? 0) * 100) >= 100 &&
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 1) < 0.02 &&
        (!isHome(path) ||
          (lhr.audits['total-blocking-time']?.numericValue ?? Infinity) < homeBlockingLimit)
      let best = null
      const attempts = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const lhr = await audit(urlOf(path))
        attempts.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
        if (meets(lhr)) {
          best = lhr
          break
        }
        if (!best || lhr.categories.performance.score > best.categories.performance.score) {
          best = lhr
        }
      }
      if (process.env.LIGHTHOUSE_REPORT) {
        writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(best))
      }
      const score = (id) => Math.round((best.categories[id]?.score ?? 0) * 100)
      const metric = (id) => best.audits[id]?.displayValue ?? '?'
      const line =
        `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')}, SEO ${score('seo')} | FCP ${metric('first-contentful-paint')}, ` +
        `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
        `CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')} ` +
        `(performance per run: ${attempts.join(', ')})`
      if (!meets(best)) {
        failed++
        const failing = Object.values(best.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => `    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
        console.log(`  FAIL ${line}\n${failing.join('\n')}`)
      } else console.log(`  ok   ${line}`)
    }
    if (failed) console.log(`  ${machineLine()}`)
  } else if (mode === 'compare') {
    const [a, b] = pages.map(urlOf)
    // A discarded warm-up on each side (a fresh browser or service scores far lower at first).
    await audit(a)
    await audit(b)
    const results = { a: [], b: [] }
    for (let run = 1; run <= runs; run++) {
      for (const [side, url] of [
        ['a', a],
        ['b', b],
      ]) {
        const result = figures(await audit(url))
        if (!result) {
          console.log(
            `  run ${run} ${side.toUpperCase()}: failed (page did not load in time), left out`,
          )
          continue
        }
        results[side].push(result)
        console.log(
          `  run ${run} ${side.toUpperCase()}: performance ${result.performance}, TBT ${result.tbt.toFixed(0)} ms, ` +
            `LCP ${(result.lcp / 1000).toFixed(2)} s`,
        )
      }
    }
    console.log(`\nA: ${a}\nB: ${b}\nMedian (range) of ${runs} runs each, alternating A and B:`)
    printTable([
      { title: `A ${pages[0]}`, results: results.a },
      { title: `B ${pages[1]}`, results: results.b },
    ])
  } else {
    // The table: each page alternating with the reference, after a warm-up of each.
    await audit(urlOf(pages[0]))
    await audit(reference)
    const ours = Object.fromEntries(pages.map((path) => [path, []]))
    const theirs = []
    for (let run = 1; run <= runs; run++) {
      for (const path of pages) {
        for (const [into, url] of [
          [ours[path], urlOf(path)],
          [theirs, reference],
        ]) {
          const result = figures(await audit(url))
          if (result) into.push(result)
          else console.log(`  run ${run} ${url}: failed (page did not load in time), left out`)
        }
        const last = ours[path].at(-1)
        if (last)
          console.log(
            `  run ${run} ${path}: performance ${last.performance}, LCP ${(last.lcp / 1000).toFixed(2)} s, TBT ${last.tbt.toFixed(0)} ms`,
          )
      }
    }
    const med = (results, key) => median(results.map((r) => r[key]))
    const probeLcp = med(theirs, 'lcp')
    const load = (await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
    const lines = [
      `Lighthouse ${lighthouseVersion}, mobile; median of ${runs} runs per page, each alternating ` +
        `with the probe app; machine load ${load}; ${new Date().toISOString().slice(0, 16)} UTC.`,
      '',
      '| page | performance | FCP | LCP | TBT | CLS | JavaScript | target |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ]
    const row = (name, results, verdict) =>
      lines.push(
        `| ${name} | ${med(results, 'performance')} | ${(med(results, 'fcp') / 1000).toFixed(2)} s | ` +
          `${(med(results, 'lcp') / 1000).toFixed(2)} s | ${med(results, 'tbt').toFixed(0)} ms | ` +
          `${med(results, 'cls').toFixed(3)} | ${(med(results, 'js') / 1000).toFixed(1)} kB | ${verdict} |`,
      )
    for (const path of pages) {
      const results = ours[path]
      const name = isUrl(path) ? path : `\`${path}\``
      if (!results.length) {
        failed++
        lines.push(`| ${name} | every run failed | | | | | | no |`)
        continue
      }
      const misses = []
      if (med(results, 'performance') < performanceFloor(path))
        misses.push(`performance < ${performanceFloor(path)}`)
      if (!(med(results, 'cls') < 0.02)) misses.push('CLS ≥ 0.02')
      if (isHome(path)) {
        const lcp = med(results, 'lcp')
        if (!(med(results, 'tbt') < homeBlockingLimit)) misses.push('TBT ≥ 50 ms')
        if (!(lcp <= 1.15 * med(results, 'fcp'))) misses.push('LCP > 1.15 × FCP')
        if (!(lcp <= 0.6 * probeLcp)) misses.push('LCP > 60 % of the probe’s')
      }
      if (misses.length) failed++
      row(name, results, misses.length ? `no: ${misses.join(', ')}` : 'yes')
    }
    row('probe app', theirs, '')
    console.log(`\n${lines.join('\n')}`)
    if (write) {
      const doc = 'docs/performance.md'
      const [start, end] = ['<!-- benchmark:start -->', '<!-- benchmark:end -->']
      const text = readFileSync(doc, 'utf8')
      if (!text.includes(start) || !text.includes(end))
        throw new Error(`${doc} has no benchmark marks`)
      writeFileSync(
        doc,
        text.slice(0, text.indexOf(start) + start.length) +
          `\n\n${lines.join('\n')}\n\n` +
          text.slice(text.indexOf(end)),
      )
      console.log(`lighthouse: the table is in ${doc}`)
    }
  }
} finally {
  await chrome.kill()
  await server?.stop()
  rmSync(workdir, { recursive: true, force: true })
  clearTimeout(hardLimit)
}
if (mode === 'floors' && !args.length && notCheckedNote()) console.log(notCheckedNote())
process.exit(failed ? 1 : 0)
