// The Lighthouse script's two checks by hand (scripts/lighthouse.mjs): the floors, best of up to
// three runs per path, and two pages compared, their runs alternated.
import { writeFileSync } from 'node:fs'
import { figures, machineLine, printTable } from './figures.mjs'
import { homeBlockingLimit, isHome, performanceFloor } from './settings.mjs'

/** Each path against the floors; resolves to the number of paths that miss one. */
export async function floors({ options: { pages }, audit, urlOf, base }) {
  let failed = 0
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
  return failed
}

/** Pages A and B, their runs alternated, the medians and ranges side by side. */
export async function compare({ options: { pages, runs }, audit, urlOf }) {
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
}
