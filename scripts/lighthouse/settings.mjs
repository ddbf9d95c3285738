// The Lighthouse script's settings (scripts/lighthouse.mjs): the floors and the benchmark's plan
// (docs/performance.md, "Benchmarks (scripts, not tests)"), and its command line.
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' }
import { everyPath, isHomePath, sampledPaths } from '../sampled-routes.mjs'

export const isHome = (path) => isHomePath(path)
/** Performance floor of every page (docs/performance.md). */
export const performanceFloor = () => 99
/** Total blocking time a home page must stay under, in ms, CPU 4x slower. */
export const homeBlockingLimit = 50

export const lighthouseVersion = lighthousePackage.version

// The benchmark's plan (docs/performance.md, "Benchmarks (scripts, not tests)").
/** Runs of each home page, each alternated with a run of the reference app. */
export const homeRuns = 5
/** Runs of every other page. */
export const familyRuns = 3
/** Cold loads of each interaction, per language. */
export const interactionRuns = 5
/** What the benchmark may take, in minutes: a longer plan is sampled. */
export const budgetMinutes = 40
/** A run counts when the 1-minute load average before it is under this. */
export const quietLoad = 1.0

export const isUrl = (page) => /^https?:\/\//.test(page)

function usage(problem) {
  console.error(
    `lighthouse: ${problem}\n` +
      'usage: lighthouse.mjs [path ...] | --compare A B [--runs N] |\n' +
      '       --table [URL] [--runs N] [--wait MINUTES] [--write] [--doc FILE] [path ...]',
  )
  process.exit(2)
}

/** The command line: the mode, its options and the pages (the defaults when none is named). */
export function parseOptions(args) {
  let mode = 'floors'
  let runs = null
  let reference = ''
  let write = false
  let doc = 'docs/performance.md'
  let waitMinutes = 5
  const pages = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--compare') mode = 'compare'
    else if (arg === '--table') {
      mode = 'table'
      if (/^https?:\/\//.test(args[i + 1] ?? '')) reference = args[++i]
    } else if (arg === '--write') write = true
    else if (arg === '--doc') doc = args[++i]
    else if (arg === '--wait') waitMinutes = Number(args[++i])
    else if (arg === '--runs') runs = Number(args[++i])
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
    else pages.push(arg)
  }
  if (runs !== null && (!Number.isInteger(runs) || runs < 1))
    usage('--runs needs a whole number of at least 1')
  if (mode === 'compare') runs ??= 5
  if (mode === 'compare' && pages.length !== 2) usage('--compare needs two pages, A and B')
  if (mode === 'table') reference ||= process.env.BENCHMARK_REFERENCE ?? ''
  if (mode === 'table' && !/^https?:\/\//.test(reference))
    usage('--table needs the reference app’s URL, after --table or in BENCHMARK_REFERENCE')
  if (!(waitMinutes >= 0)) usage('--wait needs a number of minutes')
  if (!pages.length) pages.push(...(mode === 'table' ? everyPath() : sampledPaths()))
  return { mode, runs, reference, write, doc, waitMinutes, pages }
}
