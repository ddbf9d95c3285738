#!/usr/bin/env node
// Failure drills (issue 15, item 7; what they show is in docs/drills.md). Slow and destructive,
// so not part of `npm test`. Loopback only, on ports 4460-4469 (DRILL_PORT_BASE moves them).
//   npm run drill                          every drill, then a summary table
//   npm run drill -- crash                 crash:pglite and crash:postgres
//   npm run drill -- outage third-party    any of: crash, crash:pglite, crash:postgres, outage,
//                                          third-party
//   options: --requests 1000 --kill-after 300 --outage-seconds 8 --json <file>
// Exits 1 when an invariant fails: an acknowledged request lost, a 500, a hang or a crash while
// PostgreSQL is away, no recovery, or a third party's failure without its fallback.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { startCluster } from './postgres-cluster.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '1000' },
    'kill-after': { type: 'string', default: '300' },
    'outage-seconds': { type: 'string', default: '8' },
    json: { type: 'string' },
  },
})
const requestCount = Number(options.requests)
const killAfter = Number(options['kill-after'])
const outageMs = Number(options['outage-seconds']) * 1000

const allDrills = ['crash:pglite', 'crash:postgres', 'outage', 'third-party']
const wanted = positionals.length ? positionals : ['all']
const drills = allDrills.filter((name) =>
  wanted.some((w) => w === 'all' || w === name || (w === 'crash' && name.startsWith('crash:'))),
)
const unknown = wanted.filter((w) => !['all', 'crash', ...allDrills].includes(w))
if (unknown.length || !drills.length) {
  console.error(`drill: unknown drill ${unknown.join(', ')}; choose from crash, ${allDrills}`)
  process.exit(2)
}

const portBase = Number(process.env.DRILL_PORT_BASE ?? 4460)
const ports = { site: portBase, service: portBase + 1, postgres: portBase + 5 }

const log = (message) => console.log(`drill: ${message}`)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const is2xx = (status) => typeof status === 'number' && status >= 200 && status < 300

// ---------------------------------------------------------------------------------------------
// Processes this script starts, and what to undo however it ends.

const children = new Set()
const undo = []
let cleaningUp
function cleanup() {
  cleaningUp ??= (async () => {
    for (const child of children) child.kill('SIGKILL')
    for (const step of undo.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => {})
  })()
  return cleaningUp
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanup().then(() => process.exit(130)))
}
const hardLimit = setTimeout(() => {
  console.error('drill: stopped by its 15-minute time limit')
  cleanup().then(() => process.exit(1))
}, 15 * 60_000).unref()

/** Runs a command to its end without blocking this process's event loop (the load keeps going). */
function run(command, args, { inherit = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    )
  })
}

async function assertPortFree(port) {
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `port ${port} is in use (${error.code}); free it or set DRILL_PORT_BASE to another base`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', resolve)
  })
  await new Promise((resolve) => server.close(resolve))
}

/**
 * The service as `npm run serve` runs it, on `port`; resolves once it says where it listens.
 * `stop()` sends SIGTERM (a clean close); `child.kill('SIGKILL')` is the crash.
 */
async function startService(env, port) {
  await assertPortFree(port)
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SERVE_DIST: '',
      OUTBOX_READ_TOKEN: '',
      // The drills send thousands of POSTs from one address.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    }),
  )
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the service did not start in 60 s:\n${output}`)),
      60_000,
    )
    child.stdout.on('data', () => {
      if (/(API|Site and API) at http:\/\//.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    })
    exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`the service exited (${code ?? signal}) before listening:\n${output}`))
    })
  })
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    startMs: Date.now() - started,
    output: () => output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

// ---------------------------------------------------------------------------------------------
// One throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs) for every PostgreSQL drill of
// this run, on its fixed port; removed when the script ends. The outage drill can also freeze it.

let clusterPromise
function cluster() {
  clusterPromise ??= (async () => {
    await assertPortFree(ports.postgres)
    const db = await startCluster({ database: 'drill', port: ports.postgres })
    undo.push(() => db.remove())
    log(`PostgreSQL ${db.version} on 127.0.0.1:${db.port}`)
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
    undo.push(thaw)
    return {
      ...db,
      /** SIGSTOP on the postmaster and every backend: a database that hangs without a word. */
      freeze: () => {
        const postmaster = Number(
          readFileSync(join(db.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
        )
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
      },
      thaw,
    }
  })()
  return clusterPromise
}

// ---------------------------------------------------------------------------------------------
// Drill 1: kill -9 in the middle of 1,000 concurrent form POSTs.

/** Every e-mail of this run that the database holds, waitlist and subscribers together. */
async function storedEmails(storage, where, pattern) {
  const sql = `select email from waitlist_entries where email like $1
    union all select email from blog_subscribers where email like $1`
  if (storage === 'pglite') {
    // The project's own opener: it also takes (and then gives back) the folder's lock.
    const { openPglite } = await tsImport('../server/db.ts', import.meta.url)
    const db = await openPglite(where)
    try {
      return (await db.query(sql, [pattern])).map((row) => row.email)
    } finally {
      await db.close()
    }
  }
  const client = new pg.Client({ connectionString: where })
  await client.connect()
  try {
    return (await client.query(sql, [pattern])).rows.map((row) => row.email)
  } finally {
    await client.end()
  }
}

async function postForm(base, runId, i) {
  const email = `drill-${runId}-${i}@example.org`
  const subscribe = i % 2 === 1
  const path = subscribe ? '/api/blog/subscribe' : '/api/waitlist'
  const body = subscribe
    ? { name: 'Drill visitor', email, acknowledge: true }
    : { name: 'Drill visitor', email, country: 'GB' }
  try {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    return { email, path, status: response.status }
  } catch (error) {
    return { email, path, status: 'error', error: error.cause?.code ?? error.name }
  }
}

async function crashDrill(storage) {
  const label = storage === 'pglite' ? 'PGlite' : 'PostgreSQL'
  const work = mkdtempSync(join(tmpdir(), 'stemverse-drill-'))
  undo.push(() => rmSync(work, { recursive: true, force: true }))
  const dataDir = join(work, 'pglite')
  const env =
    storage === 'pglite'
      ? { DATA_DIR: dataDir }
      : { DATABASE_URL: (await cluster()).url, DATA_DIR: join(work, 'unused') }
  const runId = `${storage}-${Date.now().toString(36)}`
  const service = await startService(env, ports.service)
  const firstStartMs = service.startMs
  log(`crash on ${label}: ${requestCount} concurrent POSTs, kill -9 after ${killAfter} 2xx`)

  let acknowledged = 0
  let killed
  const started = Date.now()
  const results = await Promise.all(
    Array.from({ length: requestCount }, async (_, i) => {
      const result = await postForm(service.base, runId, i)
      if (is2xx(result.status) && ++acknowledged === killAfter && !killed) {
        killed = { afterMs: Date.now() - started }
        service.child.kill('SIGKILL')
      }
      return result
    }),
  )
  // Too few acknowledgements to reach the kill (everything failed): kill it now, and say so below.
  if (!killed) service.child.kill('SIGKILL')
  const exit = await service.exited

  // Restarted on the same data, as a process manager would; PGlite takes the dead one's lock.
  const restarted = await startService(env, ports.service)
  const tookOver = /Took over \S+service\.lock/.test(restarted.output())
  const health = await fetch(`${restarted.base}/api/health`)
    .then((r) => r.status)
    .catch(() => 'error')
  const afterRestart = await postForm(restarted.base, runId, requestCount)
  await restarted.stop()

  const stored = await storedEmails(storage, env.DATABASE_URL || dataDir, `drill-${runId}-%`)
  const storedSet = new Set(stored)
  const acked = results.filter((r) => is2xx(r.status))
  const lost = acked.filter((r) => !storedSet.has(r.email))
  const statuses = {}
  for (const r of results) {
    const key = is2xx(r.status) ? '2xx' : r.status === 'error' ? `error ${r.error}` : r.status
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  const unacknowledgedStored = results.filter(
    (r) => !is2xx(r.status) && storedSet.has(r.email),
  ).length
  const serverErrors = results.filter((r) => typeof r.status === 'number' && !is2xx(r.status))

  const result = {
    drill: `crash:${storage}`,
    storage: label,
    sent: requestCount,
    killedAfterMs: killed?.afterMs ?? null,
    killedBy: exit.signal,
    acknowledged: acked.length,
    storedOfAcknowledged: acked.length - lost.length,
    storedTotal: storedSet.size - (is2xx(afterRestart.status) ? 1 : 0),
    storedNotAcknowledged: unacknowledgedStored,
    lost: lost.length,
    duplicates: stored.length - storedSet.size,
    statuses,
    firstStartMs,
    restartMs: restarted.startMs,
    tookOverLock: storage === 'pglite' ? tookOver : 'n/a',
    healthAfterRestart: health,
    postAfterRestart: afterRestart.status,
  }
  const failures = []
  if (!killed || exit.signal !== 'SIGKILL') failures.push('the service was not killed mid-way')
  if (acked.length >= requestCount) failures.push('every request finished before the kill')
  if (lost.length) failures.push(`${lost.length} acknowledged but not stored: ${lost[0].email}…`)
  if (result.duplicates) failures.push(`${result.duplicates} e-mails stored twice`)
  if (serverErrors.length)
    failures.push(`${serverErrors.length} answers neither 2xx nor a cut connection`)
  if (storage === 'pglite' && !tookOver)
    failures.push('the restart did not take over the stale lock')
  if (health !== 200 || !is2xx(afterRestart.status))
    failures.push('the restarted service does not work')
  log(
    `crash on ${label}: ${acked.length} acknowledged, ${result.storedOfAcknowledged} of them stored, ` +
      `${lost.length} lost; ${unacknowledgedStored} stored without an answer; restart ${seconds(restarted.startMs)}`,
  )
  return { ...result, failures }
}

// ---------------------------------------------------------------------------------------------
// Drill 2: PostgreSQL stopped (or frozen) under steady load.

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

async function outagePhase(service, phase, expectedMessage) {
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
    // However the phase ends (a pg_ctl that fails), the load stops.
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
    /** From the database's return (pg_ctl start issued, or SIGCONT) to the first 2xx. */
    recoveryMs: firstOk ? firstOk.t - upAt : null,
    /** How much of that PostgreSQL itself took (until pg_ctl start -w saw it ready). */
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

async function outageDrill() {
  const db = await cluster()
  const { unavailableMessage } = await tsImport('../server/http.ts', import.meta.url)
  const work = mkdtempSync(join(tmpdir(), 'stemverse-drill-'))
  undo.push(() => rmSync(work, { recursive: true, force: true }))
  const service = await startService(
    { DATABASE_URL: db.url, DATA_DIR: join(work, 'unused') },
    ports.service,
  )
  const phases = [
    { name: 'pg_ctl stop -m fast', down: () => db.stop('fast'), up: () => db.start() },
    { name: 'pg_ctl stop -m immediate', down: () => db.stop('immediate'), up: () => db.start() },
    { name: 'frozen (SIGSTOP)', down: () => db.freeze(), up: () => db.thaw() },
  ]
  const results = []
  for (const phase of phases) results.push(await outagePhase(service, phase, unavailableMessage))
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

// ---------------------------------------------------------------------------------------------
// Drill 3: the e-mail API, the geolocation service and the scheduling script down or hanging.

const hangMs = 30_000
/** A third party that is down: the connection is refused. */
const down = (route) => route.abort('connectionrefused').catch(() => {})
/** A third party that hangs: no answer for 30 s, then the connection drops. */
const hang = async (route) => {
  await sleep(hangMs)
  await route.abort('timedout').catch(() => {})
}

async function thirdPartyDrill() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    log('third-party: no build in dist/, building the site first (npm run -s build)')
    await run('npm', ['run', '-s', 'build'], { inherit: true })
  }
  const { formMessages } = await tsImport('../src/forms/messages.ts', import.meta.url)
  const { schedulingFallback } = await tsImport('../content/modals.ts', import.meta.url)
  const { currencyFallback } = await tsImport('./drill-currency.ts', import.meta.url)
  const { chromium } = await import('playwright-core')
  const site = await startService({ SERVE_DIST: 'dist', DATA_DIR: ':memory:' }, ports.site)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  undo.push(() => browser.close())

  /** A fresh page on `path`, hydrated, with the third parties answered as `routes` says. */
  async function open(path, routes = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const errors = []
    // By default the geolocation service answers (it is on the internet; the drill is not).
    await context.route(
      /ipapi\.co/,
      routes.geolocation ?? ((r) => r.fulfill({ json: { country_code: 'GB' } })),
    )
    await context.route(/assets\.calendly\.com/, routes.scheduler ?? down)
    if (routes.email) await context.route(/\/api\/v1\.0\/email\/send/, routes.email)
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(String(error)))
    const timeline = {}
    page.on('request', (request) => {
      if (/ipapi\.co/.test(request.url())) timeline.geoRequest = Date.now()
    })
    page.on('requestfailed', (request) => {
      if (/ipapi\.co/.test(request.url())) {
        timeline.geoFailed = Date.now()
        timeline.geoError = request.failure()?.errorText
      }
    })
    await page.goto(site.base + path, { waitUntil: 'load' })
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    const close = async () => {
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await context.close()
    }
    return { page, errors, timeline, close }
  }

  /** The page answers a click: a header menu opens (and closes again); its time in ms. */
  async function headerMenuWorks(page) {
    const trigger = page.locator('header nav button[aria-expanded]').first()
    const started = Date.now()
    await trigger.click({ timeout: 5000 })
    await page.locator('header nav button[aria-expanded="true"]').first().waitFor({ timeout: 5000 })
    const ms = Date.now() - started
    await trigger.click({ timeout: 5000 })
    return ms
  }

  const outcomes = []
  const record = (outcome) => {
    outcomes.push(outcome)
    log(
      `third-party: ${outcome.service} ${outcome.mode}: ${outcome.outcome} after ` +
        `${outcome.seconds === null ? '—' : `${outcome.seconds.toFixed(1)} s`}` +
        (outcome.failures.length ? ` FAILED: ${outcome.failures.join('; ')}` : ''),
    )
  }

  // (a) The e-mail API, through the About section's contact form on /grant.
  const typed = {
    Name: 'Ada Lovelace',
    Email: 'ada@example.org',
    Message: 'Please tell me more about the grant programme.',
  }
  for (const mode of ['down', 'hang']) {
    const failures = []
    const { page, errors, close } = await open('/grant', { email: mode === 'down' ? down : hang })
    let secondsToOutcome = null
    let menuMs = null
    let kept = false
    try {
      const form = page.locator('#contact form')
      await form.waitFor()
      for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
      const country = form.getByRole('combobox', { name: /Country/ })
      await country.fill('united king')
      await form.getByRole('option', { name: 'United Kingdom', exact: true }).click()
      const started = Date.now()
      await form.getByRole('button', { name: 'Send Message' }).click()
      // While the send hangs, the rest of the page works.
      if (mode === 'hang') menuMs = await headerMenuWorks(page)
      await form
        .getByRole('alert')
        .getByText(formMessages.sendFailure)
        .waitFor({ timeout: hangMs + 5000 })
      secondsToOutcome = (Date.now() - started) / 1000
      const values = {}
      for (const label of Object.keys(typed))
        values[label] = await form.getByLabel(label).inputValue()
      kept =
        Object.entries(typed).every(([label, value]) => values[label] === value) &&
        (await country.inputValue()) === 'United Kingdom'
      if (!kept) failures.push(`fields not kept: ${JSON.stringify(values)}`)
      if (mode === 'down' && menuMs === null) menuMs = await headerMenuWorks(page)
    } catch (error) {
      failures.push(error.message.split('\n')[0])
    }
    if (secondsToOutcome !== null && secondsToOutcome > 15)
      failures.push(`the failure showed only after ${secondsToOutcome.toFixed(1)} s`)
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
    await close()
    record({
      service: 'e-mail API',
      mode,
      outcome: `"${formMessages.sendFailure}", every field kept: ${kept ? 'yes' : 'NO'}; header menu ${menuMs ?? '—'} ms`,
      seconds: secondsToOutcome,
      menuMs,
      failures,
    })
  }

  // (b) The geolocation service: the page gives the look-up up and stays usable; the currency
  // machine (no page shows a price yet, spec 4) settles on USD.
  for (const mode of ['down', 'hang']) {
    const failures = []
    const { page, errors, timeline, close } = await open('/', {
      geolocation: mode === 'down' ? down : hang,
    })
    let menuMs = null
    try {
      for (let waited = 0; !timeline.geoRequest && waited < 10_000; waited += 50) await sleep(50)
      if (!timeline.geoRequest) throw new Error('the page never asked for the country')
      if (mode === 'hang') menuMs = await headerMenuWorks(page)
      for (let waited = 0; !timeline.geoFailed && waited < 10_000; waited += 50) await sleep(50)
      if (mode === 'down') menuMs = await headerMenuWorks(page)
    } catch (error) {
      failures.push(error.message.split('\n')[0])
    }
    const gaveUpAfter =
      timeline.geoFailed && timeline.geoRequest
        ? (timeline.geoFailed - timeline.geoRequest) / 1000
        : null
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
    await close()
    const machine = await currencyFallback(mode)
    if (machine.currency !== 'USD' || machine.state !== 'fallback')
      failures.push(`the machine settled on ${machine.state} ${machine.currency}`)
    if (machine.seconds > 3.5) failures.push(`USD only after ${machine.seconds.toFixed(1)} s`)
    if (gaveUpAfter === null) failures.push('the page did not give the request up')
    else if (gaveUpAfter > 4) failures.push(`the page gave the request up after ${gaveUpAfter} s`)
    record({
      service: 'geolocation',
      mode,
      outcome: `currency ${machine.currency} (machine: ${machine.state}); page dropped the request after ${gaveUpAfter?.toFixed(1) ?? '—'} s (${timeline.geoError ?? '—'}); header menu ${menuMs ?? '—'} ms`,
      seconds: machine.seconds,
      pageGaveUpSeconds: gaveUpAfter,
      menuMs,
      failures,
    })
  }

  // (c) The scheduling widget's script, in the home page's 'Schedule a Meeting' dialog.
  for (const mode of ['down', 'hang']) {
    const failures = []
    const { page, errors, close } = await open('/', { scheduler: mode === 'down' ? down : hang })
    let secondsToOutcome = null
    let dialogSeconds = null
    try {
      const started = Date.now()
      await page.getByRole('button', { name: 'Schedule a Meeting' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' })
      await dialog.waitFor()
      dialogSeconds = (Date.now() - started) / 1000
      await dialog
        .getByRole('link', { name: schedulingFallback.linkLabel })
        .waitFor({ timeout: hangMs + 5000 })
      secondsToOutcome = (Date.now() - started) / 1000
    } catch (error) {
      failures.push(error.message.split('\n')[0])
    }
    if (secondsToOutcome !== null && secondsToOutcome > 10)
      failures.push(`the fallback showed only after ${secondsToOutcome.toFixed(1)} s`)
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
    await close()

    // While it hangs, the visitor can give up on it: the dialog closes, and another one opens.
    let usable = null
    if (mode === 'hang') {
      const second = await open('/', { scheduler: hang })
      try {
        await second.page.getByRole('button', { name: 'Schedule a Meeting' }).first().click()
        const dialog = second.page.getByRole('dialog', { name: 'Schedule a Meeting' })
        await dialog.waitFor()
        await sleep(1000)
        const started = Date.now()
        await second.page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden', timeout: 5000 })
        await second.page
          .getByRole('main')
          .getByRole('button', { name: 'Get in Touch', exact: true })
          .first()
          .click()
        await second.page
          .getByRole('dialog', { name: 'Get in Touch' })
          .locator('form')
          .waitFor({ timeout: 5000 })
        usable = Date.now() - started
      } catch (error) {
        failures.push(`during the hang: ${error.message.split('\n')[0]}`)
      }
      await second.close()
    }
    record({
      service: 'scheduler script',
      mode,
      outcome:
        `fallback link "${schedulingFallback.linkLabel}" (the dialog itself opened in ${dialogSeconds?.toFixed(1) ?? '—'} s)` +
        (mode === 'hang'
          ? `; closing it and opening 'Get in Touch' meanwhile: ${usable ?? '—'} ms`
          : ''),
      seconds: secondsToOutcome,
      dialogSeconds,
      failures,
    })
  }

  await browser.close()
  await site.stop()
  return {
    drill: 'third-party',
    outcomes,
    failures: outcomes.flatMap((o) => o.failures.map((f) => `${o.service} ${o.mode}: ${f}`)),
  }
}

// ---------------------------------------------------------------------------------------------

const began = Date.now()
log(
  `${drills.join(', ')} on ${cpus().length} cores, node ${process.version}, ` +
    `ports ${ports.site}, ${ports.service}, ${ports.postgres}`,
)
const results = []
try {
  for (const drill of drills) {
    const started = Date.now()
    let result
    try {
      if (drill === 'crash:pglite') result = await crashDrill('pglite')
      else if (drill === 'crash:postgres') result = await crashDrill('postgres')
      else if (drill === 'outage') result = await outageDrill()
      else result = await thirdPartyDrill()
    } catch (error) {
      result = { drill, failures: [`did not run to its end: ${error.message}`] }
    }
    results.push({ ...result, drill, seconds: (Date.now() - started) / 1000 })
  }
} finally {
  await cleanup()
}
clearTimeout(hardLimit)

// The summary: one table per drill, then the verdict.
console.log('')
const crash = results.filter((r) => r.drill.startsWith('crash:') && r.sent)
if (crash.length) {
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
const outage = results.find((r) => r.drill === 'outage' && r.phases)
if (outage) {
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
const thirdParty = results.find((r) => r.drill === 'third-party' && r.outcomes)
if (thirdParty) {
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
for (const r of results) console.log(`${r.drill}: ${seconds(r.seconds * 1000)}`)
const failures = results.flatMap((r) => r.failures.map((f) => `${r.drill}: ${f}`))
if (options.json)
  writeFileSync(
    options.json,
    JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, results }, null, 2),
  )
console.log(
  failures.length
    ? `drill: FAILED\n  ${failures.join('\n  ')}`
    : `drill: every invariant held (${seconds(Date.now() - began)})`,
)
process.exit(failures.length ? 1 : 0)
