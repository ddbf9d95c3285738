import { serve, type ServerType } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { readPosts } from './blog/load-posts'
import { loadPosts } from './blog/store-posts'
import { readConfig } from './config'
import { openPglite, openPostgres, type Db } from './db'
import { migrate } from './migrate'
import { keepRetention } from './retention'
import { describeHosts, siteHosts } from './host-guard'

const root = fileURLToPath(new URL('..', import.meta.url))

let opening: Promise<Db> | undefined
let server: ServerType | undefined
let stopping = false
let stopRetention: (() => void) | undefined

/**
 * SIGTERM and SIGINT (tsx watch restarting, Ctrl-C, a process manager): stop taking requests,
 * let those under way finish, close the database (PGlite writes its files and gives up the data
 * folder's lock) and exit 0. Registered before the database opens, so a signal during the start
 * closes it cleanly too.
 */
async function stop() {
  if (stopping) return
  stopping = true
  if (server) {
    const closing = server
    await new Promise<void>((resolve) => {
      closing.close(() => resolve())
      if ('closeIdleConnections' in closing) closing.closeIdleConnections()
      // Keep-alive connections that stay busy do not hold the exit up for long.
      setTimeout(() => {
        if ('closeAllConnections' in closing) closing.closeAllConnections()
        resolve()
      }, 3000).unref()
    })
  }
  stopRetention?.()
  const db = await opening?.catch(() => undefined)
  await db?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

async function main() {
  const config = readConfig()
  const pglite = config.DATABASE_URL
    ? undefined
    : openPglite(config.DATA_DIR === ':memory:' ? undefined : config.DATA_DIR)
  opening = pglite ?? openPostgres(config.DATABASE_URL!)
  const db = await opening
  const lock = (await pglite)?.lock
  if (lock?.tookOverFrom !== undefined) {
    console.log(
      `Took over ${lock.file}, left by process ${lock.tookOverFrom}, which is no longer running`,
    )
  }
  const applied = await migrate(db)
  const posts = readPosts(`${root}content/blog`)
  await loadPosts(db, posts)
  if (stopping) return
  // What the privacy page says is not kept goes now and once a day (server/retention.ts).
  stopRetention = keepRetention(db)

  const hosts = siteHosts(config.PUBLIC_URL, config.ALLOWED_HOSTS)
  const app = createApp({
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    hosts,
    emailIds: {
      serviceId: config.VITE_EMAILJS_SERVICE_ID,
      templates: config.VITE_EMAILJS_TEMPLATES,
    },
    rateLimit: { windowMs: 60_000, limit: config.RATE_LIMIT_PER_MINUTE },
    trustProxy: config.TRUST_PROXY,
    ...(config.SERVE_DIST ? { distDir: config.SERVE_DIST } : {}),
    ...(config.OUTBOX_READ_TOKEN ? { outboxReadToken: config.OUTBOX_READ_TOKEN } : {}),
    ...(config.READS_SECRET ? { reads: { secret: config.READS_SECRET } } : {}),
  })

  server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const storage = db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`
    console.log(
      `StemVerse service: ${posts.length} posts, storage ${storage}` +
        (applied.length ? `, applied ${applied.join(', ')}` : '') +
        `; ${config.TRUST_PROXY.description}`,
    )
    // Writes naming any other host are refused (server/host-guard.ts): say which, so that a
    // deployment without PUBLIC_URL sees why its forms are refused.
    console.log(`Writes accepted for Host ${describeHosts(hosts)}`)
    console.log(
      config.SERVE_DIST
        ? `Site and API at http://localhost:${info.port}/`
        : `API at http://localhost:${info.port}/api/`,
    )
  })
}

main().catch((error: unknown) => {
  // A signal during the start closes the database under the start's feet: not an error.
  if (stopping) return
  // One line that says what to do (a busy or damaged data folder, a bad setting), no stack.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
