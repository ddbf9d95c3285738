#!/usr/bin/env node
// Lighthouse on the production build (issue 6): starts the real service on `dist/` and audits
// pages with Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) in Debian's
// Chromium. Fails when a score is under its floor. Usage:
//   node scripts/lighthouse.mjs [path ...]       (default: /)
// Env: LIGHTHOUSE_MIN_PERFORMANCE (85), LIGHTHOUSE_MIN_ACCESSIBILITY (100), CHROME_PATH.
// The performance floor was 90 until the machine the suite runs on got slower: on 23 November
// 2026 the unchanged code of the last landing scored 89, 89 and 87 here (best of five), the same
// as the code after it. Decision 004 has the figures; issue 13 replaces this absolute floor with
// a side-by-side measurement against a reference app, which such a change cannot move.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const floors = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 85),
  accessibility: Number(process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? 100),
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync('dist/index.html')) {
  console.error('lighthouse: no dist/; run `npm run build` first')
  process.exit(1)
}
const hardLimit = setTimeout(() => {
  console.error('lighthouse: stopped by its 240 s time limit')
  process.exit(1)
}, 240_000)

const workdir = mkdtempSync(join(tmpdir(), 'stemverse-lighthouse-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', SERVE_DIST: 'dist' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
// Whatever happens below, the service must not outlive this script.
process.on('exit', () => server.kill())
process.on('uncaughtException', (error) => {
  console.error(error)
  process.exit(1)
})
process.on('unhandledRejection', (error) => {
  console.error(error)
  process.exit(1)
})
const base = await new Promise((resolve, reject) => {
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
    const match = /Site and API at (http:\/\/\S+?)\/\s/.exec(output)
    if (match) resolve(match[1].replace('localhost', '127.0.0.1'))
  })
  server.once('exit', (code) => reject(new Error(`service exited (${code}):\n${output}`)))
})

mkdirSync(join(workdir, 'profile'))
const chrome = await chromeLauncher.launch({
  chromePath,
  userDataDir: join(workdir, 'profile'),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
let failed = 0
try {
  // One discarded warm-up run: the first audit in a fresh browser against a fresh service scores
  // far lower (even 0) than any after it, whatever the page.
  await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error' })
  for (const path of paths) {
    // Best of up to five runs: on a 2-core machine one run varies by about ±4 points.
    let best = null
    const attempts = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const lhr = result.lhr
      attempts.push(Math.round(lhr.categories.performance.score * 100))
      if (!best || lhr.categories.performance.score > best.categories.performance.score) best = lhr
      if (best.categories.performance.score * 100 >= floors.performance) break
    }
    if (process.env.LIGHTHOUSE_REPORT) {
      const { writeFileSync } = await import('node:fs')
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
    const ok =
      score('performance') >= floors.performance && score('accessibility') >= floors.accessibility
    if (!ok) {
      failed++
      const failing = Object.values(best.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
      console.log(`  FAIL ${line}\n${failing.join('\n')}`)
    } else console.log(`  ok   ${line}`)
  }
} finally {
  await chrome.kill()
  server.kill()
  rmSync(workdir, { recursive: true, force: true })
  clearTimeout(hardLimit)
}
process.exit(failed ? 1 : 0)
