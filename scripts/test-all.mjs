#!/usr/bin/env node
// `npm test`: everything CI runs, in order. The service's tests run twice: on PGlite with the
// unit tests, and on a PostgreSQL server (a throwaway local cluster, or TEST_DATABASE_URL). Ends
// with one line, 'N passed, N failed', counting the unit, component and browser tests. Stops at
// a failing step that later steps need (the dependencies, the build); after any other failure it
// goes on, so that one failure does not hide what the rest would say, and exits 1.
//
// Every step asserts what comes out the same on a slow machine and a fast one: behaviour, bytes,
// requests, structure, accessibility. No step holds a score or a duration (docs/testing.md);
// how fast the site is, is the benchmark's to say (docs/performance.md).
//
// It writes test-results/last-run.json (local, not committed): the commit, whether the tree had
// changes beside it, the result, and each step's time and the CPU the machine spent in it.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
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
  // Every route family (scripts/sampled-routes.mjs), the home page in every language: the
  // JavaScript a page fetches before load and until it has settled, and what its service worker
  // fetches by then.
  ['first-load JavaScript in Chromium', 'node --import tsx scripts/load-budget.mjs'],
  [
    ['valid HTML (W3C Nu checker)', 'node scripts/check-html.mjs'],
    ['performance budget', 'node --import tsx scripts/budget.mjs'],
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

/**
 * Seconds of CPU the whole machine has spent so far, every core summed (Linux's /proc/stat; 0
 * elsewhere). A step's share is what it costs on any machine, where its wall time depends on the
 * machine's speed and on what else runs.
 */
function cpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    // user nice system idle iowait irq softirq steal: all but idle and iowait were busy.
    const busy = ticks
      .slice(0, 8)
      .reduce((sum, t, n) => (n === 3 || n === 4 ? sum : sum + Number(t)), 0)
    return busy / 100
  } catch {
    return 0
  }
}

/** The commit under test and whether the tree held changes beside it. */
function revision() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    const changes = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim()
    return { commit, dirty: changes.length > 0 }
  } catch {
    return { commit: null, dirty: null }
  }
}

const runStarted = new Date()
const loadAtStart = loadavg()[0]
const timings = []
const failedSteps = []
let stoppedAt = null
for (const step of steps) {
  const group = typeof step[0] === 'string' ? [step] : step
  const together = group.length > 1
  if (together) console.log(`\n── side by side: ${group.map(([name]) => name).join(' · ')} ──`)
  const started = Date.now()
  const cpuBefore = cpuSeconds()
  const results = await Promise.all(
    group.map(async ([name, command]) => {
      if (!together) console.log(`\n── ${name} ──  ${command}`)
      const result = await run(command, together)
      return { name, command, ...result, seconds: (Date.now() - started) / 1000 }
    }),
  )
  const cpu = cpuSeconds() - cpuBefore
  for (const { name, command, status, output, seconds } of results) {
    if (together) {
      console.log(`\n── ${name} ──  ${command}`)
      process.stdout.write(output)
    }
    // Side by side, the CPU is the group's: each step's own share cannot be told apart.
    timings.push({ name, seconds, ok: status === 0, cpu, group: together ? group.length : 1 })
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

const wall = (Date.now() - runStarted.getTime()) / 1000
console.log('\n── summary ──  (time; CPU of the machine, all cores, during the step or its group)')
for (const { name, seconds, ok, cpu, group } of timings) {
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(38)} ${seconds.toFixed(1).padStart(6)} s` +
      `  ${cpu.toFixed(0).padStart(5)} s CPU${group > 1 ? ` (group of ${group})` : ''}`,
  )
}
console.log(
  `${'all'.padEnd(44)} ${wall.toFixed(1).padStart(6)} s (${(wall / 60).toFixed(1)} min); load average at the start ${loadAtStart.toFixed(2)}`,
)
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
const green = !failedSteps.length && failed === 0

// Which commit `npm test` last proved green, for the developer and the check before a stop.
const { commit, dirty } = revision()
writeFileSync(
  'test-results/last-run.json',
  JSON.stringify(
    {
      commit,
      dirty,
      result: green ? 'passed' : 'failed',
      started: runStarted.toISOString(),
      seconds: Math.round(wall),
      loadAverageAtStart: Number(loadAtStart.toFixed(2)),
      cores: (await import('node:os')).availableParallelism(),
      tests: { passed, failed },
      failedSteps,
      stoppedAt,
      steps: timings.map(({ name, seconds, ok, cpu, group }) => ({
        name,
        ok,
        seconds: Number(seconds.toFixed(1)),
        cpuSeconds: Math.round(cpu),
        ...(group > 1 ? { sideBySideWith: group - 1 } : {}),
      })),
    },
    null,
    2,
  ) + '\n',
)
process.exit(green ? 0 : 1)
