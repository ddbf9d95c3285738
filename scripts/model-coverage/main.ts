// `npm run test:model`: runs the model-based machine tests with recording on, then prints, per
// machine of machines/catalogue.ts, its states, its transitions, the paths tested, the share of
// transitions covered and every transition no path covers; writes the same as Markdown to
// docs/machines/coverage.md. Fails when the tests fail or a visitor machine has a gap.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { machineCatalogue } from '../../machines/catalogue'
import { computeCoverage, failing, parseRecords } from './coverage'
import { formatMarkdown, formatTerminal } from './format'

const testDir = 'tests/machines'
const markdownFile = 'docs/machines/coverage.md'

// Only the files with model paths: the others (the fuzz tests above all) add time, not coverage.
const files = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => readFileSync(join(testDir, f), 'utf8').includes("from './model-paths'"))
  .map((f) => join(testDir, f))

const recordFile = join(tmpdir(), `model-coverage-${process.pid}.jsonl`)
rmSync(recordFile, { force: true })

console.log(`Running the model-based tests of ${files.length} files with recording on...`)
const started = Date.now()
// Machines never touch the DOM (lint forbids it), so their tests need no jsdom: half the time.
const vitest = ['vitest', 'run', '--environment=node', '--reporter=dot', ...files]
const run = spawnSync('npx', vitest, {
  env: { ...process.env, MODEL_COVERAGE_FILE: recordFile },
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
})
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
const testsPassed = run.status === 0
if (testsPassed) {
  // The dots say little; vitest's own summary says what ran.
  const summary = output
    .split('\n')
    .filter((line) => /Test Files|Tests |Duration/.test(stripVTControlCharacters(line)))
  console.log(summary.join('\n'))
} else {
  console.log(output)
  if (run.error) console.log(run.error.message)
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`)

const records = existsSync(recordFile) ? parseRecords(readFileSync(recordFile, 'utf8')) : []
rmSync(recordFile, { force: true })
const coverage = computeCoverage(machineCatalogue, records)
console.log(formatTerminal(coverage))

// A failed run writes nothing: the page shows the last run that passed.
if (testsPassed) {
  mkdirSync('docs/machines', { recursive: true })
  writeFileSync(markdownFile, formatMarkdown(coverage))
  console.log(`\nWritten to ${markdownFile}.`)
} else {
  console.log(
    '\nThe model-based tests failed: see above. Coverage shown for the paths that replayed to the end.',
  )
}
process.exit(testsPassed && failing(coverage).length === 0 ? 0 : 1)
