import { PGlite } from '@electric-sql/pglite'
import { mkdirSync } from 'node:fs'
import pg from 'pg'
import { lockDataDir, type DataDirLock } from './data-lock'

/** The little the service needs from a database; PGlite and a PostgreSQL pool both provide it. */
export type Db = {
  kind: 'pglite' | 'postgres'
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Pick<Db, 'query' | 'exec'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** PGlite could not open its data folder: say how to get going again, not how it failed inside. */
export class DataDirDamaged extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]
    super(
      `PGlite could not open its data folder ${dir} (${reason}); ` +
        `it may be damaged. To recover, move it aside (mv ${dir} ${dir}.damaged) and start again ` +
        `with an empty database, or put back a copy from a backup.`,
      { cause },
    )
    this.name = 'DataDirDamaged'
  }
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in a data folder (or in memory with no folder).
 * A folder is locked for as long as it is open (server/data-lock.ts): a second opener, in this
 * process or another, gets DataDirInUse.
 */
export async function openPglite(
  dataDir?: string,
  /** A copy of another database's data folder to start from (`dumpDataDir`), in memory only. */
  options: { loadDataDir?: Blob } = {},
): Promise<
  Db & {
    lock?: Pick<DataDirLock, 'file' | 'tookOverFrom'>
    /** The whole data folder, for another PGlite to start from (the tests' migrated template). */
    dumpDataDir: () => Promise<Blob>
  }
> {
  let lock: DataDirLock | undefined
  if (dataDir) {
    // With its parents (.data/ on a fresh clone): the lock file lives in it.
    mkdirSync(dataDir, { recursive: true })
    lock = await lockDataDir(dataDir)
  }
  let db: PGlite
  try {
    db = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: options.loadDataDir })
    await db.waitReady
  } catch (error) {
    lock?.release()
    throw dataDir ? new DataDirDamaged(dataDir, error) : error
  }
  const query = async <Row>(sql: string, params: unknown[] = []) =>
    (await db.query<Row>(sql, params)).rows
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await tx.query<Row>(sql, params)).rows,
          exec: async (sql) => {
            await tx.exec(sql)
          },
        }),
      ),
    close: async () => {
      try {
        await db.close()
      } finally {
        lock?.release()
      }
    },
    dumpDataDir: () => db.dumpDataDir('none'),
    ...(lock ? { lock: { file: lock.file, tookOverFrom: lock.tookOverFrom } } : {}),
  }
}

/**
 * How long a request waits on PostgreSQL before the service gives up and answers 503: a
 * connection (or a free one from the pool) in 5 s, a statement in 5 s on the server, and 6 s on
 * our side for a server that no longer answers at all. pg waits forever by default, and every
 * request then hangs for as long as the database does. (The site's own queries take
 * milliseconds. Migrations are exempt: see `exec` and server/migrate.ts.)
 */
export const postgresTimeouts = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  keepAlive: true,
} as const

/** Our read timeout for `exec` (migrations, which may rightly take minutes): an hour. */
const migrationReadTimeout = 3_600_000

/** Network errors that mean the database server could not be reached or went away. */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's own codes for "not now": connection exceptions (class 08), the server shutting
 * down, crashed or still starting (57P01-57P03), too many connections (53300) and a statement
 * cancelled by statement_timeout (57014).
 */
const notNow = /^(08...|57P0[123]|53300|57014)$/

/** pg and pg-pool say these in words only, without a code. */
const unavailableMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout expired',
]

/**
 * Is this the database being unreachable for now (down, restarting, too slow), rather than a
 * fault of the request or of our code? The service answers those with a 503 that asks to try
 * again shortly; anything else stays a 500. Looks through `cause` and an AggregateError's
 * `errors` (Node's connect tries each address of a name).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (unreachable.has(code) || notNow.test(code))) return true
  if (unavailableMessages.includes(error.message)) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}

let lastReported = 0
let unreported = 0

/**
 * One log line for a database that cannot be reached, at most every 10 s with a count of those
 * in between: during an outage every request fails the same way, and a line each would flood the
 * log (and slow the service) without saying more.
 */
export function reportDatabaseUnavailable(error: Error, now = Date.now()) {
  if (now - lastReported < 10_000) {
    unreported++
    return
  }
  const more = unreported ? ` (and ${unreported} more since the last report)` : ''
  console.error(`The database is unavailable: ${error.message || error.name}${more}`)
  lastReported = now
  unreported = 0
}

/** A real PostgreSQL server. `schema`, when given, is created and used (tests isolate this way). */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema if not exists "${schema.replace(/"/g, '')}"`)
    await admin.end()
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...postgresTimeouts,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection the server closed (a restart): the pool drops it and makes a new one later.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as Row[],
    exec: async (sql) => {
      // pg reads query_timeout per query too; its types only know it per connection.
      const query: pg.QueryConfig = Object.assign(
        { text: sql },
        { query_timeout: migrationReadTimeout },
      )
      await pool.query(query)
    },
    transaction: async (work) => {
      const client = await pool.connect()
      // A checked-out client has no listener of the pool's: a connection lost between two of
      // its queries would otherwise be an unhandled 'error' event, which ends the process.
      let lost: Error | undefined
      const onError = (error: Error) => (lost = error)
      client.on('error', onError)
      try {
        await client.query('begin')
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
          exec: async (sql) => {
            await client.query(sql)
          },
        })
        await client.query('commit')
        client.off('error', onError)
        client.release()
        return result
      } catch (error) {
        // A rollback on a lost connection fails too; either way the client is not reused then.
        await client.query('rollback').catch((rollbackError: Error) => (lost ??= rollbackError))
        client.off('error', onError)
        client.release(lost ?? (isDatabaseUnavailable(error) ? (error as Error) : undefined))
        throw error
      }
    },
    close: () => pool.end(),
  }
}
