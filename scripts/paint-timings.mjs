#!/usr/bin/env node
/* global window, document, MutationObserver, addEventListener -- page functions run in the browser */
// Where `load`, the first paints and the app's waking land, in Chromium with a phone's network and
// CPU (DevTools throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower),
// for pages of two sites measured alternately, so that a busy machine slows both alike: our build
// against an earlier one, or against the probe app. A benchmark for docs/performance.md, not a
// test.
//
//   node scripts/paint-timings.mjs [--runs N] URL ...
//
// Prints, per URL, the median (and range) of N runs (5) of: the `load` event, first contentful
// paint, largest contentful paint, the loader gone, the app awake (html[data-app-ready]; none for
// a page without it) and the JavaScript transferred before `load`.
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const args = process.argv.slice(2)
const at = args.indexOf('--runs')
const runs = at === -1 ? 5 : Number(args.splice(at, 2)[1])
const urls = args
if (!urls.length || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: paint-timings.mjs [--runs N] URL ...')
  process.exit(2)
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  await context.route(/ipapi\.co/, (route) => route.fulfill({ json: { country_code: 'GB' } }))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const w = window
    w.__paint = { lcp: 0, loaderGone: 0, awake: 0, scriptsBeforeLoad: 0 }
    let loaderSeen = false
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__paint.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver(() => {
      const loader = document.getElementById('app-loader')
      if (loader) loaderSeen = true
      else if (loaderSeen && !w.__paint.loaderGone) w.__paint.loaderGone = performance.now()
      if (!w.__paint.awake && document.documentElement.dataset.appReady) {
        w.__paint.awake = performance.now()
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
    addEventListener('load', () => {
      w.__paint.scriptsBeforeLoad = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(entry.name))
        .reduce((sum, entry) => sum + (entry.transferSize || 0), 0)
    })
  })
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  await page
    .waitForFunction(() => document.documentElement.dataset.appReady, null, { timeout: 20_000 })
    .catch(() => {})
  await page.waitForTimeout(1500)
  const result = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0]
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    return {
      load: navigation.loadEventStart,
      fcp: fcp?.startTime ?? 0,
      ...window.__paint,
    }
  })
  await context.close()
  return result
}

const results = Object.fromEntries(urls.map((url) => [url, []]))
for (let run = 0; run < runs; run++) {
  for (const url of urls) results[url].push(await measure(url))
}
await browser.close()

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const cell = (values, format) =>
  values.every((v) => !v)
    ? '–'
    : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} kB`
console.log(
  `\nMedian (range) of ${runs} runs each, alternating; phone network and 4x CPU (DevTools throttling)\n`,
)
console.log('| page | load | FCP | LCP | loader gone | app awake | JS before load |')
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const url of urls) {
  const r = results[url]
  const pick = (key) => r.map((x) => x[key])
  console.log(
    `| ${url} | ${cell(pick('load'), seconds)} | ${cell(pick('fcp'), seconds)} | ${cell(pick('lcp'), seconds)} | ` +
      `${cell(pick('loaderGone'), seconds)} | ${cell(pick('awake'), seconds)} | ${cell(pick('scriptsBeforeLoad'), kb)} |`,
  )
}
