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
): Promise<Db & { lock?: Pick<DataDirLock, 'file' | 'tookOverFrom'> }> {
  let lock: DataDirLock | undefined
  if (dataDir) {
    // With its parents (.data/ on a fresh clone): the lock file lives in it.
    mkdirSync(dataDir, { recursive: true })
    lock = await lockDataDir(dataDir)
  }
  let db: PGlite
  try {
    db = dataDir ? new PGlite(dataDir) : new PGlite()
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
    ...(lock ? { lock: { file: lock.file, tookOverFrom: lock.tookOverFrom } } : {}),
  }
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
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as Row[],
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (work) => {
      const client = await pool.connect()
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
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
