import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApp, type AppOptions } from '../../server/app'
import type { PostFile } from '../../server/blog/load-posts'
import { loadPosts } from '../../server/blog/store-posts'
import { openPglite, openPostgres, type Db } from '../../server/db'
import { migrate } from '../../server/migrate'

/**
 * A fresh, migrated database: PGlite in memory, or, when TEST_DATABASE_URL is set, a schema of
 * its own on that PostgreSQL server, dropped again by `dispose`.
 */
export async function openTestDb(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const db = await openPglite(undefined, { loadDataDir: await migratedPglite() })
    return { db, dispose: () => db.close() }
  }
  const schema = `test_${randomBytes(6).toString('hex')}`
  const db = await openPostgres(url, schema)
  await migrate(db)
  return {
    db,
    dispose: async () => {
      await db.close()
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}

/**
 * A migrated PGlite's data folder, made once per worker: each test database starts from a copy
 * of it instead of creating a cluster and migrating it again, which took about 2 s on a quiet
 * machine and 20-30 s beside busy processes, against a fifth of that for the copy
 * (docs/testing.md). tests/server/migrations.test.ts still migrates real empty databases.
 */
let migratedTemplate: Promise<Blob> | undefined
export function migratedPglite(): Promise<Blob> {
  migratedTemplate ??= (async () => {
    const db = await openPglite()
    try {
      await migrate(db)
      return await db.dumpDataDir()
    } finally {
      await db.close()
    }
  })()
  return migratedTemplate
}

/** An empty PGlite's data folder, made once per worker, for the tests of migrating from nothing. */
let emptyTemplate: Promise<Blob> | undefined
export function emptyPglite(): Promise<Blob> {
  emptyTemplate ??= (async () => {
    const db = await openPglite()
    try {
      return await db.dumpDataDir()
    } finally {
      await db.close()
    }
  })()
  return emptyTemplate
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

export function post(index: number, overrides: Partial<PostFile> = {}): PostFile {
  const day = String(1 + index).padStart(2, '0')
  return {
    title: `Post number ${index}`,
    slug: `post-${index}`,
    description: `Description of post ${index}`,
    banner: `/blog/post-${index}.svg`,
    date: `2025-03-${day}`,
    tags: ['VR', `Tag ${index}`],
    categories: [index % 2 === 0 ? 'classroom-stories' : 'research-and-evidence'],
    body: `Body of post ${index}.`,
    html: `<p>Body of post ${index}.</p>`,
    ...overrides,
  }
}

export async function testApp(db: Db, overrides: Partial<AppOptions> = {}) {
  const app = createApp({
    db,
    allowedOrigins: ['http://localhost:5173'],
    rateLimit: { windowMs: 60_000, limit: 1000 },
    clientAddress: (c) => c.req.header('x-test-client') ?? '127.0.0.1',
    ...overrides,
  })
  return {
    app,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    postJson: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}

export type TestApp = Awaited<ReturnType<typeof testApp>>

/**
 * The set-up most service tests share: one test database for the file (or the `describe` it is
 * called in), opened before its first test with `posts` loaded and disposed after its last, and
 * the app on it with `options` (a function when they need something made in an earlier
 * `beforeAll`, such as a small built site). With `emptyBeforeEach`, those tables are emptied
 * before each test and the app made anew, so that each test starts from nothing (name
 * `rate_limits` to reset the rate limiter's counts). Read `db` and `api` inside a test or hook.
 */
export function serverForFile({
  posts,
  options,
  emptyBeforeEach,
  setupTimeoutMs = 90_000,
}: {
  posts?: PostFile[]
  options?: Partial<AppOptions> | (() => Partial<AppOptions>)
  emptyBeforeEach?: string[]
  /**
   * The set-up's limit. Opening PGlite and migrating takes about 2 s on a quiet machine and over
   * 30 s (vitest's hookTimeout) on a busy 2-core one, so it gets as long as the browser tests'
   * service (tests/e2e/global-setup.ts).
   */
  setupTimeoutMs?: number
} = {}) {
  const server = {} as { db: Db; api: TestApp }
  let dispose: (() => Promise<void>) | undefined
  const makeApi = async () => {
    server.api = await testApp(server.db, typeof options === 'function' ? options() : options)
  }
  beforeAll(async () => {
    const opened = await openTestDb()
    server.db = opened.db
    dispose = opened.dispose
    if (posts) await loadPosts(server.db, posts)
    if (!emptyBeforeEach) await makeApi()
  }, setupTimeoutMs)
  if (emptyBeforeEach) {
    beforeEach(async () => {
      await server.db.exec(`truncate ${emptyBeforeEach.join(', ')} restart identity`)
      await makeApi()
    })
  }
  afterAll(() => dispose?.())
  return server
}

export { loadPosts }
