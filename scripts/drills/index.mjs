#!/usr/bin/env node
// Failure drills (what they show is in docs/drills.md). Slow and destructive, so not part of
// `npm test`. Loopback only, on ports 4460-4469 (DRILL_PORT_BASE moves them).
//   npm run drill                          every drill, then a summary table
//   npm run drill -- crash                 crash:pglite and crash:postgres
//   npm run drill -- outage third-party    any of: crash, crash:pglite, crash:postgres, outage,
//                                          third-party
//   options: --requests 1000 --kill-after 300 --outage-seconds 8 --json <file>
// Exits 1 when an invariant fails: an acknowledged request lost, a 500, a hang or a crash while
// PostgreSQL is away, no recovery, or a third party's failure without its fallback.
//
// This file is the harness: it picks the drills, gives them their ports and one shared
// PostgreSQL cluster, runs them one after the other under a time limit and cleans up however
// the run ends. The parts:
//   processes.mjs     the service as the drills start it, and the clean-up of all they start
//   report.mjs        the log lines, the summary tables and the verdict
//   crash.mjs         kill -9 under concurrent form POSTs (PGlite and PostgreSQL)
//   outage.mjs        PostgreSQL stopped or frozen under load
//   third-party.mjs   the e-mail API, geolocation and the scheduler down or hanging, in Chromium
//   currency.ts       the currency machine's fallback, timed (for third-party.mjs)
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { startCluster } from '../postgres-cluster.mjs'
import { crashDrill } from './crash.mjs'
import { outageDrill } from './outage.mjs'
import { assertPortFree, cleanup, onCleanup } from './processes.mjs'
import { log, report } from './report.mjs'
import { thirdPartyDrill } from './third-party.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '1000' },
    'kill-after': { type: 'string', default: '300' },
    'outage-seconds': { type: 'string', default: '8' },
    json: { type: 'string' },
  },
})

const allDrills = {
  'crash:pglite': (context) => crashDrill('pglite', context),
  'crash:postgres': (context) => crashDrill('postgres', context),
  outage: outageDrill,
  'third-party': thirdPartyDrill,
}
const names = Object.keys(allDrills)
const wanted = positionals.length ? positionals : ['all']
const drills = names.filter((name) =>
  wanted.some((w) => w === 'all' || w === name || (w === 'crash' && name.startsWith('crash:'))),
)
const unknown = wanted.filter((w) => !['all', 'crash', ...names].includes(w))
if (unknown.length || !drills.length) {
  console.error(`drill: unknown drill ${unknown.join(', ')}; choose from crash, ${names}`)
  process.exit(2)
}

const portBase = Number(process.env.DRILL_PORT_BASE ?? 4460)
const ports = { site: portBase, service: portBase + 1, postgres: portBase + 5 }

let clusterPromise
/** One PostgreSQL cluster for every drill of this run that needs one, on its fixed port. */
function cluster() {
  clusterPromise ??= (async () => {
    await assertPortFree(ports.postgres)
    const db = await startCluster({ database: 'drill', port: ports.postgres })
    onCleanup(() => db.remove())
    log(`PostgreSQL ${db.version} on 127.0.0.1:${db.port}`)
    return db
  })()
  return clusterPromise
}

const context = {
  ports,
  requestCount: Number(options.requests),
  killAfter: Number(options['kill-after']),
  outageMs: Number(options['outage-seconds']) * 1000,
  cluster,
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanup().then(() => process.exit(130)))
}
const hardLimit = setTimeout(() => {
  console.error('drill: stopped by its 15-minute time limit')
  cleanup().then(() => process.exit(1))
}, 15 * 60_000).unref()

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
      result = await allDrills[drill](context)
    } catch (error) {
      result = { drill, failures: [`did not run to its end: ${error.message}`] }
    }
    results.push({ ...result, drill, seconds: (Date.now() - started) / 1000 })
  }
} finally {
  await cleanup()
}
clearTimeout(hardLimit)

const failures = report(results, { outageMs: context.outageMs, json: options.json, began })
process.exit(failures.length ? 1 : 0)
