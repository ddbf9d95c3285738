// Drill 1: kill -9 in the middle of 1,000 concurrent form POSTs, on PGlite or on PostgreSQL.
// The service starts on a fresh store, half the POSTs go to the waitlist and half to the blog's
// subscribers, and at the Nth acknowledgement the service gets SIGKILL. It is started again on
// the same store, and the database itself is read: every acknowledged e-mail must be there, once.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { is2xx, onCleanup, startService } from './processes.mjs'
import { log, seconds } from './report.mjs'

/** Every e-mail of this run that the database holds, waitlist and subscribers together. */
async function storedEmails(storage, where, pattern) {
  const sql = `select email from waitlist_entries where email like $1
    union all select email from blog_subscribers where email like $1`
  if (storage === 'pglite') {
    // The project's own opener: it also takes (and then gives back) the folder's lock.
    const { openPglite } = await tsImport('../../server/db.ts', import.meta.url)
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

/** One crash on `storage` (pglite or postgres); its figures and the invariants that failed. */
export async function crashDrill(storage, { ports, requestCount, killAfter, cluster }) {
  const label = storage === 'pglite' ? 'PGlite' : 'PostgreSQL'
  const work = mkdtempSync(join(tmpdir(), 'stemverse-drill-'))
  onCleanup(() => rmSync(work, { recursive: true, force: true }))
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
