#!/usr/bin/env node
/* global window, document, location, MutationObserver, requestAnimationFrame, addEventListener -- page functions run in the browser */
// Interaction latencies of the production build, in Chromium with the CPU 4x slower (a mid-range
// phone): part of the benchmark (`scripts/lighthouse.mjs --table` runs it after Lighthouse), and
// a script of its own after `npm run build`:
//
//   node --import tsx scripts/interactions.mjs [--runs N] [--lang en,es,…]
//
// Each figure is the worst event duration of one interaction, as INP counts it (the Event Timing
// API: event entries with an interactionId, and the first input), the median of N (5) cold page
// loads, a fresh browser context each, in each language. An interaction whose every event took
// under 16 ms, the observer's threshold, counts as 16 ms. Two figures are times instead: the
// contact dialog drawn after a tap, and the site search's results drawn after its debounce.
// Targets: every interaction under 100 ms, the dialog drawn within 300 ms of the tap.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { tsImport } from 'tsx/esm/api'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { languagePrefixes } from './sampled-routes.mjs'
import { startService } from './service-process.mjs'
import { baseLocale, isLocale, localeInfo, locales } from '../content/locales.ts'
import { sampleQuery } from '../content/search-words.ts'

const { searchDebounceMs } = await tsImport('../machines/site-search.machine.ts', import.meta.url)

/** The longest an interaction may take to be drawn, in ms (INP's "good"). */
export const interactionLimitMs = 100
/** The longest from a tap on the contact button to the dialog drawn, in ms. */
export const tapShownLimitMs = 300
/** The smallest duration the Event Timing API reports (its `durationThreshold`). */
const eventThresholdMs = 16

/** What each figure is, in the order of the table. */
export const interactionFigures = [
  {
    key: 'click',
    label: 'contact dialog opened by a mouse, first time (pointer over it 500 ms before)',
    limit: interactionLimitMs,
  },
  {
    key: 'type',
    label: 'one character typed in the dialog’s first field',
    limit: interactionLimitMs,
  },
  { key: 'escape', label: 'Escape, closing the dialog', limit: interactionLimitMs },
  {
    key: 'tap',
    label: 'contact dialog opened by a tap, first time, no hover (390 px phone)',
    limit: interactionLimitMs,
  },
  {
    key: 'tapShown',
    label: 'the dialog drawn after that tap',
    limit: tapShownLimitMs,
  },
  {
    key: 'menu',
    label: 'the header’s menu opened by a tap (390 px phone)',
    limit: interactionLimitMs,
  },
  {
    key: 'blogSearch',
    label: 'a keystroke in the blog’s search (`/blogs`, worst of a word)',
    limit: interactionLimitMs,
  },
  {
    key: 'siteSearch',
    label: `site search results drawn after the ${searchDebounceMs} ms debounce (\`/search\`)`,
    limit: interactionLimitMs,
  },
]

/** A word per language for the site search, one that finds results there (docs/search.md). */
/** A word each language's search finds, by prefix (content/search-words.ts). */
const siteQueries = Object.fromEntries(
  locales.map((locale) => [localeInfo[locale].prefix, sampleQuery[locale]]),
)
/** The blog's search filters its feed by words of any language; a short one. */
const blogQuery = 'lab'

/** Page loads per run and language (a fresh context each), for the estimate. */
const loadsPerRun = 5
/**
 * Seconds one of those loads and its interactions take with the CPU 4x slower, timed on a 2-core
 * machine at a load average of 2 to 3: about 10 s (the app wakes, the dialog's code or the
 * search's index is fetched and unpacked).
 */
const secondsPerLoad = 10

/** Seconds the interactions should take, to plan a benchmark. */
export const estimateSeconds = (runs, languages) => runs * languages * loadsPerRun * secondsPerLoad

// ── in the page ─────────────────────────────────────────────────────────────────────────────

/** Installed before the page's own scripts: keeps every event entry and the first input. */
function watchEvents() {
  const w = window
  w.__events = []
  const keep = (entries) => {
    for (const entry of entries)
      w.__events.push({
        start: entry.startTime,
        duration: entry.duration,
        counts: entry.interactionId > 0 || entry.entryType === 'first-input',
      })
  }
  const events = new PerformanceObserver((list) => keep(list.getEntries()))
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 })
  const first = new PerformanceObserver((list) => keep(list.getEntries()))
  first.observe({ type: 'first-input', buffered: true })
  // The entries of the last frame may still wait for the observers' callbacks.
  w.__takeEvents = () => {
    keep(events.takeRecords())
    keep(first.takeRecords())
  }
  // The start of the last press, for the time until the dialog is drawn.
  addEventListener('pointerdown', (event) => (w.__pressedAt = event.timeStamp), true)
}

/** A promise on the page: the time of the first frame drawn with a dialog open. */
function armDialogShown() {
  const w = window
  w.__dialogShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('dialog[open]')) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    })
  })
}

/** After the frame that follows, the worst duration of the interactions' events since `since`. */
async function worstEventSince(since) {
  const w = window
  await new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  )
  w.__takeEvents()
  return w.__events
    .filter((entry) => entry.counts && entry.start >= since)
    .reduce((worst, entry) => Math.max(worst, entry.duration), 0)
}

// ── the interactions ────────────────────────────────────────────────────────────────────────

const desktop = { viewport: { width: 1280, height: 800 } }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const contactButton = '[data-opens="schoolContact"]:visible'

/**
 * A cold load of `url` in a fresh context, CPU 4x slower from the start; once the app wakes,
 * `act(page)` measures, and the context goes whatever happens.
 */
async function onPage(browser, url, options, act) {
  const context = await browser.newContext(options)
  // The country lookup of the contact form: answered here, so that no run waits on the network.
  await context.route(/ipapi\.co/, (route) => route.fulfill({ json: { country_code: 'GB' } }))
  const page = await context.newPage()
  await page.addInitScript(watchEvents)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  // Awake: the app has taken over the prerendered page and its handlers are attached.
  try {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
    return await act(page)
  } finally {
    await context.close()
  }
}

/** The worst event duration of what `act` does on the page, in ms (16 for none reported). */
async function worstEvent(page, act) {
  const since = await page.evaluate(() => performance.now())
  await act()
  return Math.max(eventThresholdMs, await page.evaluate(worstEventSince, since))
}

/** Mouse: the dialog opened, a character typed in its first field, Escape. */
async function mouseDialog(browser, base, prefix) {
  return onPage(browser, `${base}${prefix}/`, desktop, async (page) => {
    const button = page.locator(contactButton).first()
    await button.hover()
    // The dialogs' code starts loading on hover (src/app/app-shell.tsx): a visitor's pointer
    // rests a moment before the click.
    await page.waitForTimeout(500)
    const click = await worstEvent(page, () => button.click())
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 30_000 })
    const field = dialog.locator('input[type="text"]').first()
    await field.focus()
    const type = await worstEvent(page, () => page.keyboard.type('a'))
    const escape = await worstEvent(page, () => page.keyboard.press('Escape'))
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    return { click, type, escape }
  })
}

/** Touch: the dialog opened by a tap with no hover before, and when it is drawn. */
async function tapDialog(browser, base, prefix) {
  return onPage(browser, `${base}${prefix}/`, phone, async (page) => {
    await page.evaluate(armDialogShown)
    const tap = await worstEvent(page, () => page.locator(contactButton).first().tap())
    const tapShown = await page.evaluate(
      async () => (await window.__dialogShown) - window.__pressedAt,
    )
    return { tap, tapShown }
  })
}

/** Touch: the header's menu opened on a phone. */
async function menu(browser, base, prefix) {
  return onPage(browser, `${base}${prefix}/`, phone, async (page) => {
    const button = page.locator('header button[aria-haspopup="dialog"]')
    const menu = await worstEvent(page, () => button.tap())
    await page.locator('header button[aria-expanded="true"]').waitFor({ timeout: 30_000 })
    return { menu }
  })
}

/** The blog's search: a word typed, until the feed's address holds it. */
async function blogSearch(browser, base, prefix) {
  return onPage(browser, `${base}${prefix}/blogs`, desktop, async (page) => {
    const box = page.locator('#blog-search')
    await box.focus()
    const blogSearch = await worstEvent(page, async () => {
      await box.pressSequentially(blogQuery)
      await page.waitForURL(/[?&]search=/, { timeout: 30_000 })
    })
    return { blogSearch }
  })
}

/**
 * The site search on /search: intent first (the field hovered and focused, which loads the index),
 * then a word typed once the index is ready; from the end of the debounce after the last keystroke
 * to the frame that draws the results.
 */
async function siteSearch(browser, base, prefix) {
  return onPage(browser, `${base}${prefix}/search`, desktop, async (page) => {
    // The search's own form and status (the page's contact form has a combobox and a status too).
    const form = 'form[role="search"]:has(input[name="q"])'
    const box = page.locator(`${form} input[name="q"]`)
    await box.hover()
    await box.focus()
    // Ready: the index is loaded and the hint shown beside the empty status.
    await page.locator(`${form} ~ [role="status"] ~ p`).waitFor({ timeout: 60_000 })
    await page.evaluate((form) => {
      const w = window
      const status = document.querySelector(`${form} ~ [role="status"]`)
      w.__inputs = []
      w.__drawn = []
      document.addEventListener('input', (event) => w.__inputs.push(event.timeStamp), true)
      new MutationObserver(() => {
        const changed = performance.now()
        const text = status.textContent
        requestAnimationFrame(() =>
          setTimeout(() => w.__drawn.push({ changed, text, drawn: performance.now() }), 0),
        )
      }).observe(status, { childList: true, subtree: true, characterData: true })
    }, form)
    const query = siteQueries[prefix]
    await box.pressSequentially(query)
    // Settled: the page puts the query it has searched in its address (?q=).
    await page.waitForFunction(
      (query) => new URL(location.href).searchParams.get('q') === query,
      query,
      { timeout: 60_000 },
    )
    const siteSearch = await page.evaluate(async (debounce) => {
      const w = window
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
      const last = w.__inputs.at(-1)
      const results = w.__drawn.find(({ changed, text }) => changed > last && text !== '')
      if (!results) throw new Error('no results drawn after the last keystroke')
      return results.drawn - last - debounce
    }, searchDebounceMs)
    return { siteSearch }
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The language of a prefix, as the tables name it. */
export const languageOf = (prefix) => prefix.slice(1) || baseLocale

/**
 * Every interaction, `runs` cold loads each, in each language of `prefixes`, on the site at
 * `base`. Resolves to { [prefix]: { [key]: [ms, ...] } }.
 */
export async function measureInteractions({ base, runs = 5, prefixes = languagePrefixes, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const results = {}
  try {
    for (const prefix of prefixes) {
      const figures = Object.fromEntries(interactionFigures.map(({ key }) => [key, []]))
      for (let run = 1; run <= runs; run++) {
        const measured = {
          ...(await mouseDialog(browser, base, prefix)),
          ...(await tapDialog(browser, base, prefix)),
          ...(await menu(browser, base, prefix)),
          ...(await blogSearch(browser, base, prefix)),
          ...(await siteSearch(browser, base, prefix)),
        }
        for (const [key, value] of Object.entries(measured)) figures[key].push(value)
        log?.(
          `  interactions ${languageOf(prefix)} run ${run}: ` +
            interactionFigures.map(({ key }) => `${key} ${Math.round(measured[key])}`).join(', '),
        )
      }
      results[prefix] = figures
    }
  } finally {
    await browser.close()
  }
  return results
}

/**
 * The Markdown table of `measureInteractions`' results: one row per interaction, one column per
 * language, each the median (and range) with the target met or not; `misses` counts the cells
 * over their target.
 */
export function interactionTable(results, runs) {
  const prefixes = Object.keys(results)
  const lines = [
    `Median (range) of ${runs} cold load${runs === 1 ? '' : 's'} per language, CPU 4x slower; worst event duration ` +
      `of each interaction unless said otherwise.`,
    '',
    `| interaction | ${prefixes.map(languageOf).join(' | ')} | target |`,
    `| --- | ${prefixes.map(() => '---').join(' | ')} | --- |`,
  ]
  let misses = 0
  for (const { key, label, limit } of interactionFigures) {
    const cells = prefixes.map((prefix) => {
      const values = results[prefix][key]
      const middle = median(values)
      const met = middle < limit
      if (!met) misses++
      const low = Math.round(Math.min(...values))
      const high = Math.round(Math.max(...values))
      const range = low === high ? '' : ` (${low}–${high})`
      return `${Math.round(middle)} ms${range} ${met ? 'met' : '**not met**'}`
    })
    lines.push(`| ${label} | ${cells.join(' | ')} | < ${limit} ms |`)
  }
  return { lines, misses }
}

// ── run alone ───────────────────────────────────────────────────────────────────────────────

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const option = (name) => {
    const at = args.indexOf(name)
    return at === -1 ? undefined : args[at + 1]
  }
  const runs = Number(option('--runs') ?? 5)
  const languages = (option('--lang') ?? locales.join(',')).split(',')
  if (!Number.isInteger(runs) || runs < 1 || !languages.every(isLocale)) {
    console.error(`usage: interactions.mjs [--runs N] [--lang ${locales.join(',')}]`)
    process.exit(2)
  }
  const prefixes = languages.map((language) => localeInfo[language].prefix)
  if (!existsSync('dist/index.html')) {
    console.error('interactions: no dist/; run `npm run build` first')
    process.exit(1)
  }
  const server = await startService({ dist: 'dist', echo: true })
  try {
    const results = await measureInteractions({
      base: server.url,
      runs,
      prefixes,
      log: console.log,
    })
    const { lines, misses } = interactionTable(results, runs)
    console.log(`\n${lines.join('\n')}`)
    process.exitCode = misses ? 1 : 0
  } finally {
    await server.stop()
  }
}
