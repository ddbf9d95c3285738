#!/usr/bin/env node
// `npm test`: everything CI runs, in order. The service's tests run twice: on PGlite with the
// unit tests, and on a PostgreSQL server (a throwaway local cluster, or TEST_DATABASE_URL). Ends
// with one line, 'N passed, N failed', counting the unit, component and browser tests. Stops at
// a failing step that later steps need (the dependencies, the build); after any other failure it
// goes on, so that one failed measurement does not hide what the rest would say, and exits 1.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { chromiumPath } from './chromium.mjs'

if (!existsSync(chromiumPath)) {
  console.error(
    `Browser tests need Chromium at ${chromiumPath}. Install it with ` +
      '`sudo apt-get install -y chromium` (what .ci/run does), or set CHROMIUM_PATH.',
  )
  process.exit(1)
}

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

// A step is [name, command], or a list of them that run side by side: checks that each use one
// core and share nothing (every service they start takes a port of its own). Lighthouse and the
// test runners, which time things or fill both cores themselves, run alone.
const steps = [
  // The service, the schemas and the unit tests import the compiled messages (src/paraglide).
  ['dependencies and messages', 'node scripts/ensure-deps.mjs && node scripts/i18n/compile.mjs'],
  [
    ['type check', 'npm run -s typecheck'],
    ['lint and format', 'npm run -s lint'],
  ],
  [
    'unit and component tests',
    'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
  ],
  // Every transition of every machine a visitor drives, taken by a model-based path (docs/machines).
  ['model-based coverage of the machines', 'npm run -s test:model'],
  [
    'service tests on PostgreSQL',
    'node scripts/with-postgres.mjs npx vitest run tests/server --reporter=default --reporter=json --outputFile.json=test-results/server-postgres.json',
  ],
  ['production build', 'npm run -s build'],
  // Both sample every route family (scripts/sampled-routes.mjs): the home page in three
  // languages, each other family in one, the languages taking turns.
  [
    'Lighthouse, mobile (performance ≥ 99, accessibility 100, TBT < 50 ms on home pages)',
    'node scripts/lighthouse.mjs',
  ],
  // JavaScript a browser fetches before load and in the first 10 s, and what the service worker
  // fetches in those 10 s (four pages at a time, each its own 10 s).
  ['first-load JavaScript in Chromium', 'node scripts/load-budget.mjs'],
  [
    ['valid HTML (W3C Nu checker)', 'node scripts/check-html.mjs'],
    ['performance budget', 'node scripts/budget.mjs'],
    ['security headers (MDN HTTP Observatory)', 'node scripts/observatory.mjs'],
    ['load check (no failures, no loss)', 'node scripts/bench.mjs --get 1000 --post 500'],
  ],
  [
    'browser tests (Chromium)',
    'npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json',
  ],
]

/** Runs one command; its output goes straight through, or is kept to be printed whole. */
function run(command, keep) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Colours as if on the terminal, though the output is kept for a moment.
      env: { ...process.env, ...(keep && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output) }))
  })
}

/** Steps the later ones need: when one of these fails, the run stops there. */
const needed = new Set(['dependencies and messages', 'production build'])

const timings = []
const failedSteps = []
let stoppedAt = null
for (const step of steps) {
  const group = typeof step[0] === 'string' ? [step] : step
  const together = group.length > 1
  if (together) console.log(`\n── side by side: ${group.map(([name]) => name).join(' · ')} ──`)
  const started = Date.now()
  const results = await Promise.all(
    group.map(async ([name, command]) => {
      if (!together) console.log(`\n── ${name} ──  ${command}`)
      const result = await run(command, together)
      return { name, command, ...result, seconds: (Date.now() - started) / 1000 }
    }),
  )
  for (const { name, command, status, output, seconds } of results) {
    if (together) {
      console.log(`\n── ${name} ──  ${command}`)
      process.stdout.write(output)
    }
    timings.push([name, seconds, status === 0])
    if (status !== 0) {
      failedSteps.push(name)
      if (needed.has(name)) stoppedAt ??= name
    }
  }
  if (stoppedAt) break
}

let passed = 0
let failed = 0
const failures = []
for (const file of [
  'test-results/unit.json',
  'test-results/server-postgres.json',
  'test-results/e2e.json',
]) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      if (test.status !== 'failed') continue
      failures.push({
        file: suite.name,
        name: test.fullName,
        message: test.failureMessages[0] ?? '',
      })
    }
    if (suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed'))
      failures.push({ file: suite.name, name: '(the file itself)', message: suite.message ?? '' })
  }
}

console.log('\n── summary ──')
for (const [name, seconds, ok] of timings) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`)
}
// CI often shows only the end of the log: name each failure here, with the first lines of why.
for (const { file, name, message } of failures) {
  const why = message
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
  console.log(`\nfailed: ${file.replace(process.cwd() + '/', '')} › ${name}`)
  for (const line of why) console.log(`  ${line.trim().slice(0, 300)}`)
}
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`)
if (stoppedAt) console.log(`Stopped at: ${stoppedAt} (the steps after it need it)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps.length || failed > 0 ? 1 : 0)
