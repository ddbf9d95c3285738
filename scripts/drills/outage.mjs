// Drill 2: PostgreSQL away under steady load, three ways (a fast shutdown, an immediate one, and
// every server process frozen), each for a few seconds. While it is away the service must answer
// 503 with a JSON message, quickly, and stay up; once it is back, it must recover by itself.
import autocannon from 'autocannon'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { tsImport } from 'tsx/esm/api'
import { is2xx, onCleanup, startService } from './processes.mjs'
import { log, seconds } from './report.mjs'

/**
 * SIGSTOP on the cluster's postmaster and every backend: a database that hangs without a word,
 * its connections open. `thaw` lets them run again; it also runs at clean-up, so that a run that
 * fails mid-freeze does not leave a cluster that cannot be stopped.
 */
function freezer(dataDir) {
  let frozen = []
  const thaw = () => {
    for (const pid of [...frozen].reverse()) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // gone
      }
    }
    frozen = []
  }
  onCleanup(thaw)
  const freeze = () => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const backends = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
        } catch {
          return false
        }
      })
      .map(Number)
    frozen = [postmaster, ...backends]
    for (const pid of [...backends, postmaster]) process.kill(pid, 'SIGSTOP')
  }
  return { freeze, thaw }
}

/** One visitor's request while the database is away: its status, time and JSON message. */
async function probe(base, method, path, body) {
  const started = Date.now()
  try {
    const response = await fetch(base + path, {
      method,
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    let message
    try {
      message = JSON.parse(text).message
    } catch {
      message = undefined
    }
    return {
      request: `${method} ${path}`,
      status: response.status,
      ms: Date.now() - started,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      message,
    }
  } catch (error) {
    return {
      request: `${method} ${path}`,
      status: 'error',
      ms: Date.now() - started,
      error: error.message,
    }
  }
}

/**
 * One outage: steady load (reads and waitlist POSTs on 10 connections), after 3 s the database
 * goes away (`phase.down`) for `outageMs`, with a visitor's read and form sent a second in, then
 * it comes back (`phase.up`) and the load runs until the first 2xx, and 2 s more.
 */
async function outagePhase(service, phase, expectedMessage, outageMs) {
  const runId = `outage-${Date.now().toString(36)}`
  let sequence = 0
  const events = []
  const instance = autocannon({
    url: service.base,
    connections: 10,
    duration: 600,
    timeout: 30,
    requests: [
      { method: 'GET', path: '/api/blog' },
      {
        method: 'POST',
        path: '/api/waitlist',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: 'Drill visitor',
            email: `${runId}-${sequence++}@example.org`,
            country: 'GB',
          }),
        }),
      },
    ],
  })
  const done = new Promise((resolve) => instance.once('done', resolve))
  instance.on('response', (_client, status, _bytes, ms) =>
    events.push({ t: Date.now(), status, ms }),
  )
  instance.on('reqError', (error) =>
    events.push({ t: Date.now(), status: 'error', ms: NaN, error: error.message }),
  )

  let baseline, downAt, upAt, upDone, firstOk, probes
  try {
    await sleep(3000)
    baseline = events.length
    downAt = Date.now()
    await phase.down()
    const downDone = Date.now()
    log(`outage: ${phase.name} (took ${seconds(downDone - downAt)}), load continues`)
    // A visitor's read and form while it is away, a second in.
    probes = sleep(1000).then(() =>
      Promise.all([
        probe(service.base, 'GET', '/api/blog'),
        probe(service.base, 'POST', '/api/blog/subscribe', {
          name: 'Drill visitor',
          email: `${runId}-probe@example.org`,
          acknowledge: true,
        }),
      ]),
    )
    await sleep(outageMs)
    upAt = Date.now()
    await phase.up()
    upDone = Date.now()
    for (let waited = 0; waited < 60_000 && !firstOk; waited += 100) {
      firstOk = events.find((e) => e.t >= upAt && is2xx(e.status))
      if (!firstOk) await sleep(100)
    }
    await sleep(2000)
  } finally {
    // However the phase ends (a start that fails), the load stops.
    instance.stop()
    await done
  }

  // The outage's answers: those that came while the database was away, and those to requests
  // sent before it was back (a request held by a frozen database answers only after the thaw).
  const backAt = firstOk?.t ?? Infinity
  const during = events.filter(
    (e) =>
      e.t >= downAt &&
      (Number.isFinite(e.ms) ? e.t - e.ms < Math.min(upAt, backAt) || e.t < backAt : e.t < backAt),
  )
  const after = firstOk ? events.filter((e) => e.t > firstOk.t + 1000) : []
  const count = (list, test) => list.filter(test).length
  const latencies = during.filter((e) => Number.isFinite(e.ms)).map((e) => e.ms)
  const visitor = await probes
  const result = {
    phase: phase.name,
    baselineRequests: baseline,
    baselineFailures: count(events.slice(0, baseline), (e) => !is2xx(e.status)),
    outageMs: upAt - downAt,
    answersDuringOutage: during.length,
    ok2xx: count(during, (e) => is2xx(e.status)),
    s503: count(during, (e) => e.status === 503),
    s500: count(during, (e) => e.status === 500),
    otherStatus: count(
      during,
      (e) =>
        typeof e.status === 'number' && !is2xx(e.status) && e.status !== 503 && e.status !== 500,
    ),
    errorsOrTimeouts: count(during, (e) => e.status === 'error'),
    maxLatencyMs: latencies.length ? Math.round(Math.max(...latencies)) : null,
    /** From the database's return (its start issued, or SIGCONT) to the first 2xx. */
    recoveryMs: firstOk ? firstOk.t - upAt : null,
    /** How much of that PostgreSQL itself took (until it said it accepts connections). */
    databaseStartMs: upDone - upAt,
    failuresAfterRecovery: count(after, (e) => !is2xx(e.status)),
    visitor,
    alive: service.alive(),
  }
  const failures = []
  if (result.baselineFailures)
    failures.push(`${result.baselineFailures} failures before the outage`)
  if (result.s503 === 0) failures.push('no 503 during the outage')
  if (result.s500) failures.push(`${result.s500} answers 500`)
  if (result.otherStatus) failures.push(`${result.otherStatus} answers neither 2xx nor 503`)
  if (result.errorsOrTimeouts)
    failures.push(`${result.errorsOrTimeouts} cut connections or timeouts`)
  if (result.maxLatencyMs > 10_000) failures.push(`an answer took ${seconds(result.maxLatencyMs)}`)
  for (const v of visitor) {
    if (v.status !== 503 || v.message !== expectedMessage || !/json/.test(v.contentType ?? ''))
      failures.push(`${v.request} answered ${v.status} ${JSON.stringify(v.message)}`)
  }
  if (!result.alive) failures.push('the service process died')
  if (result.recoveryMs === null || result.recoveryMs > 30_000) failures.push('no recovery in 30 s')
  if (result.failuresAfterRecovery)
    failures.push(`${result.failuresAfterRecovery} failures after recovery`)
  log(
    `outage: ${phase.name}: ${result.s503} × 503, ${result.s500} × 500, max ${result.maxLatencyMs} ms; ` +
      `first 2xx ${result.recoveryMs === null ? 'never' : seconds(result.recoveryMs)} after it was started ` +
      `again (PostgreSQL itself took ${seconds(result.databaseStartMs)})`,
  )
  return { ...result, failures }
}

/** The three outages one after the other, on one service; their figures and failures. */
export async function outageDrill({ ports, outageMs, cluster }) {
  const db = await cluster()
  const { unavailableMessage } = await tsImport('../../server/http.ts', import.meta.url)
  const work = mkdtempSync(join(tmpdir(), 'stemverse-drill-'))
  onCleanup(() => rmSync(work, { recursive: true, force: true }))
  const service = await startService(
    { DATABASE_URL: db.url, DATA_DIR: join(work, 'unused') },
    ports.service,
  )
  const { freeze, thaw } = freezer(db.dataDir)
  const phases = [
    // Stopped and started with the cluster's own tools (scripts/postgres-cluster.mjs).
    { name: 'fast shutdown', down: () => db.stop('fast'), up: () => db.start() },
    { name: 'immediate shutdown', down: () => db.stop('immediate'), up: () => db.start() },
    { name: 'frozen (SIGSTOP)', down: freeze, up: thaw },
  ]
  const results = []
  for (const phase of phases)
    results.push(await outagePhase(service, phase, unavailableMessage, outageMs))
  const alive = service.alive()
  await service.stop()
  const output = service.output()
  return {
    drill: 'outage',
    phases: results,
    alive,
    logLines: output.split('\n').filter((line) => /unavailable|pool error/i.test(line)).length,
    failures: results.flatMap((r) => r.failures.map((f) => `${r.phase}: ${f}`)),
  }
}
