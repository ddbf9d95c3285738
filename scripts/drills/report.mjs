// What a run says: a line per step as it goes, then one table per drill, each drill's time, the
// results as JSON if asked, and the verdict with every failed invariant.
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

export const log = (message) => console.log(`drill: ${message}`)
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function crashTable(results) {
  const crash = results.filter((r) => r.drill.startsWith('crash:') && r.sent)
  if (!crash.length) return
  console.log('Crash (kill -9 mid-way through concurrent waitlist + subscribe POSTs, then restart)')
  console.table(
    Object.fromEntries(
      crash.map((r) => [
        r.storage,
        {
          sent: r.sent,
          'killed after': seconds(r.killedAfterMs ?? 0),
          acknowledged: r.acknowledged,
          'stored (of those)': r.storedOfAcknowledged,
          lost: r.lost,
          'stored, no answer': r.storedNotAcknowledged,
          'first start': seconds(r.firstStartMs),
          restart: seconds(r.restartMs),
          'lock taken over': r.tookOverLock,
        },
      ]),
    ),
  )
}

function outageTable(results, outageMs) {
  const outage = results.find((r) => r.drill === 'outage' && r.phases)
  if (!outage) return
  console.log(
    `PostgreSQL away for ${outageMs / 1000} s under load (GET /api/blog + POST /api/waitlist, 10 connections)`,
  )
  console.table(
    Object.fromEntries(
      outage.phases.map((p) => [
        p.phase,
        {
          answers: p.answersDuringOutage,
          503: p.s503,
          500: p.s500,
          'cut/timeouts': p.errorsOrTimeouts,
          'max latency': `${p.maxLatencyMs} ms`,
          'visitor probe': p.visitor.map((v) => `${v.status} ${v.ms} ms`).join(', '),
          'first 2xx after restart': p.recoveryMs === null ? 'never' : seconds(p.recoveryMs),
          '(PostgreSQL start)': seconds(p.databaseStartMs),
          alive: p.alive,
        },
      ]),
    ),
  )
  const message = outage.phases[0]?.visitor[0]?.message
  if (message) console.log(`503 message: ${JSON.stringify(message)}`)
}

function thirdPartyTable(results) {
  const thirdParty = results.find((r) => r.drill === 'third-party' && r.outcomes)
  if (!thirdParty) return
  console.log('Third parties down (connection refused) or hanging (30 s)')
  console.table(
    thirdParty.outcomes.map((o) => ({
      service: o.service,
      mode: o.mode,
      seconds: o.seconds === null ? '—' : o.seconds.toFixed(1),
      outcome: o.outcome,
    })),
  )
}

/**
 * The summary of every drill that ran, then the verdict; writes `json` when given. Returns the
 * failed invariants, each named by its drill.
 */
export function report(results, { outageMs, json, began }) {
  console.log('')
  crashTable(results)
  outageTable(results, outageMs)
  thirdPartyTable(results)
  for (const r of results) console.log(`${r.drill}: ${seconds(r.seconds * 1000)}`)
  const failures = results.flatMap((r) => r.failures.map((f) => `${r.drill}: ${f}`))
  if (json)
    writeFileSync(
      json,
      JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, results }, null, 2),
    )
  console.log(
    failures.length
      ? `drill: FAILED\n  ${failures.join('\n  ')}`
      : `drill: every invariant held (${seconds(Date.now() - began)})`,
  )
  return failures
}
