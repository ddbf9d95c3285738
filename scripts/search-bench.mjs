#!/usr/bin/env node
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame -- page.evaluate runs in the page */
// `node --import tsx scripts/search-bench.mjs [--runs N]` after `npm run build`: how long the site search
// takes to draw its results once typing has paused, in Chromium with the CPU slowed 4x (a
// mid-range phone), on /search in each language (docs/search.md, figures in docs/performance.md).
// For each query: from the keystroke to the results painted, less the debounce; and once per
// language, from the page's intent to the index ready (its download and unpacking).
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { localeInfo, locales } from '../content/locales.ts'
import { sampleQuery } from '../content/search-words.ts'
import { searchDebounceMs } from '../machines/site-search.machine.ts'

const runsAt = process.argv.indexOf('--runs')
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5
/** The queries typed in each language, as its readers write them (its sampleQuery when not listed). */
const queriesIn = {
  en: ['photosynthesis', 'grant deadline', 'Kenya', 'individual licence', 'lab'],
  es: ['fotosintesis', 'químicas', 'subvención plazo', 'Kenia', 'laboratorio'],
  ar: ['بناء ضوئي', 'التمثيل الضوئي', 'المنحة', 'كينيا', 'photosynthesis'],
  fr: ['photosynthese', 'électricité', 'subvention date limite', 'Kenya', 'laboratoire'],
}
const cases = locales.map((locale) => ({
  prefix: localeInfo[locale].prefix,
  queries: queriesIn[locale] ?? [sampleQuery[locale]],
}))

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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

for (const { prefix, queries } of cases) {
  const drawn = []
  const ready = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.route(/ipapi\.co/, (route) => route.fulfill({ json: { country_code: 'GB' } }))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${base}${prefix}/search`, { waitUntil: 'load' })
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const started = Date.now()
    // The page's machine loads the index on mount; the hint shows once it is ready.
    await page.locator('[role="combobox"]').waitFor()
    await page.waitForFunction(() => document.querySelector('[role="status"] ~ p') !== null, null, {
      timeout: 60_000,
    })
    ready.push(Date.now() - started)
    for (const query of queries) {
      const ms = await page.evaluate(
        async ({ query, debounce }) => {
          const box = document.querySelector('[role="combobox"]')
          const status = document.querySelector('[role="status"]')
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
          const type = (value) => {
            setValue.call(box, value)
            box.dispatchEvent(new Event('input', { bubbles: true }))
          }
          type('')
          await new Promise((resolve) => setTimeout(resolve, 300))
          const start = performance.now()
          type(query)
          await new Promise((resolve) => {
            const done = () => status.textContent !== ''
            const observer = new MutationObserver(() => {
              if (!done()) return
              observer.disconnect()
              resolve()
            })
            observer.observe(status, { childList: true, subtree: true, characterData: true })
          })
          // Painted: the frame after the change.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
          return performance.now() - start - debounce
        },
        { query, debounce: searchDebounceMs },
      )
      drawn.push(ms)
    }
    await context.close()
  }
  console.log(
    `search-bench ${prefix}/search, CPU 4x slower, ${runs} runs: index ready in ` +
      `${median(ready)} ms (median); results drawn ${Math.round(median(drawn))} ms median, ` +
      `${Math.round(Math.max(...drawn))} ms worst after the ${searchDebounceMs} ms debounce`,
  )
}
await browser.close()
server.kill()
