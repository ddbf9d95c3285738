#!/usr/bin/env node
// Bounded load benchmark of the local service, on loopback only: a fixed number of
// requests, a hard time limit, and afterwards a check that every accepted waitlist entry is in
// the database. Storage: PGlite in a fresh folder, or PostgreSQL when DATABASE_URL is set.
//   node scripts/bench.mjs [--get 3000] [--post 1000] [--connections 10]
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startService } from './service-process.mjs'

const { values } = parseArgs({
  options: {
    get: { type: 'string', default: '3000' },
    post: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
  },
})
const getCount = Number(values.get)
const postCount = Number(values.post)
const connections = Number(values.connections)
const hardLimit = setTimeout(() => {
  console.error('bench: stopped by its 180 s time limit')
  process.exit(1)
}, 180_000)

const workdir = mkdtempSync(join(tmpdir(), 'stemverse-bench-'))
const dataDir = join(workdir, 'pglite')
const databaseUrl = process.env.DATABASE_URL
const runId = Date.now().toString(36)

const server = await startService({
  env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', RATE_LIMIT_PER_MINUTE: '1000000' },
  echo: true,
})
const base = server.url
console.log(`bench: service at ${base} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`)

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )

const failures = (result) => result.errors + result.timeouts + result.non2xx

const reads = await run({ url: `${base}/api/blog`, amount: getCount })

let sequence = 0
const writes = await run({
  url: `${base}/api/waitlist`,
  amount: postCount,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const n = sequence++
        return {
          ...request,
          body: JSON.stringify({
            name: `Bench visitor ${n}`,
            email: `bench-${runId}-${n}@example.org`,
            country: 'GB',
          }),
        }
      },
    },
  ],
})

await server.stop()

// Every accepted entry must be in the database, each exactly once.
let stored
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query(
    'select count(*)::int as n, count(distinct email)::int as d from waitlist_entries where email like $1',
    [`bench-${runId}-%`],
  )
  stored = rows[0]
  await client.end()
} else {
  const db = new PGlite(dataDir)
  const { rows } = await db.query(
    'select count(*)::int as n, count(distinct email)::int as d from waitlist_entries where email like $1',
    [`bench-${runId}-%`],
  )
  stored = rows[0]
  await db.close()
}
rmSync(workdir, { recursive: true, force: true })
clearTimeout(hardLimit)

const line = (name, result) =>
  `${name.padEnd(20)} ${String(result.requests.total).padStart(6)} requests  ` +
  `${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
  `failed ${failures(result)}`
console.log(line('GET /api/blog', reads))
console.log(line('POST /api/waitlist', writes))
const accepted = writes['2xx']
console.log(
  `waitlist: ${accepted} accepted, ${stored.n} stored (${stored.d} distinct), ${accepted - stored.n} lost`,
)

const ok =
  failures(reads) === 0 &&
  failures(writes) === 0 &&
  reads.requests.total === getCount &&
  accepted === postCount &&
  stored.n === accepted &&
  stored.d === accepted
console.log(ok ? 'bench: zero failed requests, zero lost entries' : 'bench: FAILED')
process.exit(ok ? 0 : 1)
