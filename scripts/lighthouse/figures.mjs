// What the Lighthouse script reads from a result and how it prints it (scripts/lighthouse.mjs).
/** The figures the modes compare, from one Lighthouse result (null for a failed run). */
export function figures(lhr) {
  if (lhr.runtimeError || lhr.categories.performance?.score == null) return null
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    js: scriptBytes,
  }
}

const rows = [
  ['performance', 'Performance', (v) => v.toFixed(0)],
  ['fcp', 'FCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['lcp', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'TBT', (v) => `${v.toFixed(0)} ms`],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['si', 'Speed Index', (v) => `${(v / 1000).toFixed(2)} s`],
  ['js', 'JS transferred', (v) => `${(v / 1000).toFixed(1)} kB`],
  ['accessibility', 'Accessibility', (v) => v.toFixed(0)],
  ['best-practices', 'Best practices', (v) => v.toFixed(0)],
  ['seo', 'SEO', (v) => v.toFixed(0)],
]

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** 'median (min–max)' of one figure over several runs. */
export function summary(results, key, format) {
  const values = results.map((result) => result[key]).filter((v) => Number.isFinite(v))
  if (!values.length) return '?'
  const low = Math.min(...values)
  const high = Math.max(...values)
  return low === high
    ? format(median(values))
    : `${format(median(values))} (${format(low)}–${format(high)})`
}

export function printTable(columns) {
  const width = 30
  console.log(
    `\n${''.padEnd(16)}${columns.map(({ title }) => title.slice(0, width - 2).padEnd(width)).join('')}`,
  )
  for (const [key, label, format] of rows) {
    console.log(
      `${label.padEnd(16)}${columns.map(({ results }) => summary(results, key, format).padEnd(width)).join('')}`,
    )
  }
  console.log(
    `${'runs'.padEnd(16)}${columns.map(({ results }) => String(results.length).padEnd(width)).join('')}`,
  )
}

/**
 * What a page fault costs on this machine, said beside failed floors: Lighthouse multiplies the
 * renderer's tasks by 4, and a renderer faults in tens of megabytes, so where a fault costs ten
 * times a phone's the floors measure the machine.
 */
export function machineLine() {
  const cost = pageFaultCost()
  return (
    `this machine: a page fault on fresh memory costs ${cost.toFixed(1)} µs (a laptop or a phone: under 1 µs)` +
    (cost > 2
      ? '; at this cost even the probe app misses the home floors (docs/performance.md, "Measuring on a virtual machine")'
      : '')
  )
}

/** Microseconds a first touch of one 4 kB page of fresh memory takes here (best of three). */
function pageFaultCost() {
  const size = 128 * 2 ** 20
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const bytes = new Uint8Array(size)
    const started = process.hrtime.bigint()
    for (let at = 0; at < size; at += 4096) bytes[at] = 1
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / (size / 4096))
  }
  return best
}

export const med = (results, key) => median(results.map((result) => result[key]))
export const seconds = (ms) => (ms / 1000).toFixed(2)
export const times = (count) => (count === 1 ? 'once' : `${count} times`)
/** Each run's figure, in the order they ran: '100, 99, 100'. */
export const everyValue = (results, key, format) =>
  results.map((result) => format(result[key])).join(', ')
