import { serve } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { loadPosts, readPosts } from './blog/load-posts'
import { readConfig } from './config'
import { openPglite, openPostgres, type Db } from './db'
import { migrate } from './migrate'

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  const config = readConfig()
  const db: Db = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR === ':memory:' ? undefined : config.DATA_DIR)
  const applied = await migrate(db)
  const posts = readPosts(`${root}content/blog`)
  await loadPosts(db, posts)

  const app = createApp({
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    rateLimit: { windowMs: 60_000, limit: config.RATE_LIMIT_PER_MINUTE },
    ...(config.SERVE_DIST ? { distDir: config.SERVE_DIST } : {}),
    ...(config.OUTBOX_READ_TOKEN ? { outboxReadToken: config.OUTBOX_READ_TOKEN } : {}),
  })

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const storage = db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`
    console.log(
      `StemVerse service: ${posts.length} posts, storage ${storage}` +
        (applied.length ? `, applied ${applied.join(', ')}` : ''),
    )
    console.log(
      config.SERVE_DIST
        ? `Site and API at http://localhost:${info.port}/`
        : `API at http://localhost:${info.port}/api/`,
    )
  })

  const stop = async () => {
    server.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
