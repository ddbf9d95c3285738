// The benchmark of docs/performance.md (`scripts/lighthouse.mjs --table`): its plan, fitted to
// the time it may take; every page's runs, alternated with the probe app's on a home page; the
// interactions; and the tables, printed and (--write) written between the document's marks.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import {
  estimateSeconds as interactionSeconds,
  interactionLimitMs,
  interactionTable,
  measureInteractions,
  tapShownLimitMs,
} from '../interactions.mjs'
import { languagePrefixes } from '../sampled-routes.mjs'
import { everyValue, figures, machineLine, med, seconds, times } from './figures.mjs'
import {
  budgetMinutes,
  familyRuns,
  homeBlockingLimit,
  homeRuns,
  interactionRuns,
  isHome,
  isUrl,
  lighthouseVersion,
  performanceFloor,
  quietLoad,
} from './settings.mjs'

/**
 * Runs the benchmark, prints and (--write) writes its tables; resolves to the targets missed.
 * `run`: the options, the pages split into home and other pages, `audit` and `urlOf`, the
 * browser, our service's base URL and the quiet the run started in.
 */
export function benchmark(run) {
  const { runs, pages, reference, write, doc, waitMinutes } = run.options
  const { audit, urlOf, chrome, base, quiet, homePages, otherPages } = run

  /** A page's language prefix ('' for English and for a whole URL) and its address without it. */
  function splitLanguage(page) {
    const prefix = isUrl(page)
      ? ''
      : (languagePrefixes.find((p) => p && (page === p || page.startsWith(`${p}/`))) ?? '')
    return { prefix, family: page.slice(prefix.length) || '/' }
  }

  /**
   * The targets a page's median meets or not (docs/performance.md, "Targets"); `probe` holds the
   * runs of the reference app alternated with a home page's.
   */
  const pageTargets = [
    {
      what: `performance ≥ ${performanceFloor()}`,
      miss: `performance < ${performanceFloor()}`,
      met: (ours) => med(ours, 'performance') >= performanceFloor(),
    },
    {
      what: 'accessibility 100',
      miss: 'accessibility < 100',
      met: (ours) => med(ours, 'accessibility') >= 100,
    },
    { what: 'CLS under 0.02', miss: 'CLS ≥ 0.02', met: (ours) => med(ours, 'cls') < 0.02 },
    {
      what: `home pages: TBT under ${homeBlockingLimit} ms`,
      miss: `TBT ≥ ${homeBlockingLimit} ms`,
      home: true,
      met: (ours) => med(ours, 'tbt') < homeBlockingLimit,
    },
    {
      what: 'home pages: LCP ≤ 1.15 × their own FCP',
      miss: 'LCP > 1.15 × FCP',
      home: true,
      met: (ours) => med(ours, 'lcp') <= 1.15 * med(ours, 'fcp'),
    },
    {
      what: 'home pages: LCP ≤ 60 % of the probe app’s',
      miss: 'LCP > 60 % of the probe’s',
      home: true,
      met: (ours, probe) => probe.length > 0 && med(ours, 'lcp') <= 0.6 * med(probe, 'lcp'),
    },
  ]
  const targetsOf = (page) => pageTargets.filter((target) => !target.home || isHome(page))

  /**
   * The plans, the first that fits in budgetMinutes taken: every other page three times in every
   * language; three times in one language (the languages taking turns down the families) and once
   * in the other two; once everywhere. The home pages and the interactions are never sampled.
   * --runs N replaces them all with N runs of everything.
   */
  function plans() {
    if (runs)
      return [
        {
          note: `--runs ${runs}: every page and interaction ${times(runs)}, a quick check`,
          home: runs,
          interactions: runs,
          runsOf: () => runs,
        },
      ]
    const families = [...new Set(otherPages.map((page) => splitLanguage(page).family))]
    const isTurn = (page) => {
      const { prefix, family } = splitLanguage(page)
      return languagePrefixes.indexOf(prefix) === families.indexOf(family) % languagePrefixes.length
    }
    const fixed = { home: homeRuns, interactions: interactionRuns }
    const sampled = `sampled to fit in ${budgetMinutes} minutes: every other page`
    return [
      { ...fixed, note: `every other page ${familyRuns} times`, runsOf: () => familyRuns },
      {
        ...fixed,
        note: `${sampled} ${familyRuns} times in one language (the languages taking turns down the families) and once in the other two`,
        runsOf: (page) => (isTurn(page) ? familyRuns : 1),
      },
      { ...fixed, note: `${sampled} once`, runsOf: () => 1 },
    ]
  }

  /** Seconds a plan should take, each Lighthouse run taking `auditSeconds`. */
  const plannedSeconds = (plan, auditSeconds) =>
    (homePages.length * plan.home * 2 +
      otherPages.reduce((sum, page) => sum + plan.runsOf(page), 0)) *
      auditSeconds +
    interactionSeconds(plan.interactions, languagePrefixes.length)

  async function benchmark() {
    const started = Date.now()
    // A discarded warm-up on each side (a fresh browser or service scores far lower at first); ours
    // is timed, for the estimate.
    await audit(urlOf(pages[0]))
    const auditSeconds = (Date.now() - started) / 1000
    if (homePages.length) await audit(reference)
    // The browser's own version: its user agent gives only the major one (150.0.0.0).
    const chromiumVersion = (
      await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
    ).Browser.replace(/^.*\//, '')

    const options = plans()
    const fits = (plan) => plannedSeconds(plan, auditSeconds) <= budgetMinutes * 60
    const plan = options.find(fits) ?? options.at(-1)
    const minutesOf = (plan) => Math.ceil(plannedSeconds(plan, auditSeconds) / 60)
    console.log(
      `lighthouse: Lighthouse ${lighthouseVersion}, Chromium ${chromiumVersion}; one run took ` +
        `${auditSeconds.toFixed(0)} s, so ${minutesOf(options[0])} min for the whole plan` +
        (plan === options[0] ? '' : `, ${minutesOf(plan)} min as ${plan.note}`) +
        (fits(plan) ? '' : ` (over ${budgetMinutes} min even so)`),
    )

    const measured = []
    for (const page of pages) {
      const entry = { page, load: loadavg()[0], ours: [], probe: [] }
      measured.push(entry)
      const count = isHome(page) ? plan.home : plan.runsOf(page)
      const sides = [['', entry.ours, urlOf(page)]]
      if (isHome(page)) sides.push([' probe', entry.probe, reference])
      for (let run = 1; run <= count; run++) {
        for (const [side, into, url] of sides) {
          const result = figures(await audit(url))
          if (!result) {
            console.log(`  ${page} run ${run}${side}: failed (page did not load in time), left out`)
            continue
          }
          into.push(result)
          console.log(
            `  ${page} run ${run}${side}: performance ${result.performance}, ` +
              `LCP ${seconds(result.lcp)} s, TBT ${result.tbt.toFixed(0)} ms (load ${entry.load.toFixed(2)})`,
          )
        }
      }
    }
    // Its browser closed: the interactions start their own.
    await chrome.kill()
    const interactionLoad = loadavg()[0]
    const interactions = await measureInteractions({
      base,
      runs: plan.interactions,
      log: console.log,
    })

    const git = (...command) => execFileSync('git', command, { encoding: 'utf8' }).trim()
    const commit =
      git('rev-parse', '--short', 'HEAD') +
      (git('status', '--porcelain') ? ' (uncommitted changes)' : '')
    const name = (page) => (isUrl(page) ? page : `\`${page}\``)
    const waited = quiet.waited >= 0.1 ? `, after ${quiet.waited.toFixed(1)} min of waiting` : ''
    const lines = [
      `Commit ${commit}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ` +
        `Lighthouse ${lighthouseVersion} (mobile: simulated slow 4G, CPU 4x slower); ` +
        `Chromium ${chromiumVersion}; ${Math.round((Date.now() - started) / 60_000)} min.`,
      '',
      quiet.load < quietLoad
        ? `Load average (1 minute) before the start: ${quiet.load.toFixed(2)}${waited}; under ${quietLoad}, so the run counts.`
        : `**This run does not count**: the load average (1 minute) before it was ${quiet.load.toFixed(2)}, ` +
          `still ${quietLoad} or more after ${waitMinutes} min of waiting (--wait).`,
      '',
      `Each home page ${times(plan.home)}, each run alternated with the probe app’s ` +
        `(${reference}); ${plan.note}; the median of each.`,
      '',
      `${machineLine().replace(/^t/, 'T')}.`,
      '',
      '| page | performance | accessibility | FCP | LCP | TBT | CLS | JavaScript | runs | target |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ]
    const row = (title, results, verdict) =>
      lines.push(
        `| ${title} | ${med(results, 'performance')} | ${med(results, 'accessibility')} | ` +
          `${seconds(med(results, 'fcp'))} s | ${seconds(med(results, 'lcp'))} s | ` +
          `${med(results, 'tbt').toFixed(0)} ms | ${med(results, 'cls').toFixed(3)} | ` +
          `${(med(results, 'js') / 1000).toFixed(1)} kB | ${results.length} | ${verdict} |`,
      )
    const missed = new Map(pageTargets.map((target) => [target, []]))
    for (const { page, ours, probe } of measured) {
      const misses = ours.length
        ? targetsOf(page).filter((target) => !target.met(ours, probe))
        : targetsOf(page)
      for (const target of misses) missed.get(target).push(name(page))
      const verdict = misses.length
        ? `**not met**: ${misses.map((target) => target.miss).join(', ')}`
        : 'met'
      if (ours.length) row(name(page), ours, verdict)
      else lines.push(`| ${name(page)} | every run failed | | | | | | | 0 | ${verdict} |`)
      if (probe.length) row(`probe app, beside ${name(page)}`, probe, '')
    }

    lines.push(
      '',
      '<details><summary>Every run, in order, and the load average (1 minute) before each page’s runs</summary>',
      '',
      '| page | load | performance | accessibility | FCP (s) | LCP (s) | TBT (ms) | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const { page, load, ours, probe } of measured) {
      const rows = [[name(page), ours]]
      if (probe.length) rows.push([`probe app, beside ${name(page)}`, probe])
      for (const [title, results] of rows) {
        lines.push(
          `| ${title} | ${load.toFixed(2)} | ${everyValue(results, 'performance', String)} | ` +
            `${everyValue(results, 'accessibility', String)} | ${everyValue(results, 'fcp', seconds)} | ` +
            `${everyValue(results, 'lcp', seconds)} | ${everyValue(results, 'tbt', (v) => v.toFixed(0))} | ` +
            `${everyValue(results, 'cls', (v) => v.toFixed(3))} |`,
        )
      }
    }
    lines.push('', '</details>', '')

    const { lines: interactionLines, misses: interactionMisses } = interactionTable(
      interactions,
      plan.interactions,
    )
    lines.push(
      `Interactions (scripts/interactions.mjs), load average ${interactionLoad.toFixed(2)} before them. ` +
        interactionLines[0],
      ...interactionLines.slice(1),
      '',
      'Targets:',
      '',
    )
    for (const [target, pagesMissing] of missed) {
      if (target.home && !homePages.length) continue
      lines.push(
        `- ${target.what}: ${pagesMissing.length ? `**not met** (${pagesMissing.join(', ')})` : 'met'}`,
      )
    }
    lines.push(
      `- every interaction under ${interactionLimitMs} ms, the tap’s dialog drawn within ` +
        `${tapShownLimitMs} ms, in each language: ` +
        (interactionMisses ? `**not met** (${interactionMisses} figures over)` : 'met'),
    )

    console.log(`\n${lines.join('\n')}`)
    if (write) {
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
      console.log(`lighthouse: the tables are in ${doc}`)
    }
    return (
      [...missed.values()].reduce((sum, pagesMissing) => sum + pagesMissing.length, 0) +
      interactionMisses
    )
  }

  return benchmark()
}
