import { randomBytes } from 'node:crypto'
import pg from 'pg'
import {
  startService as startServiceProcess,
  type ServiceProcess,
} from '../../scripts/service-process.mjs'

/** A service process as `npm run serve` runs it (API only), and everything it has printed. */
export type Service = ServiceProcess

/** Starts `server/index.ts` (scripts/service-process.mjs) on a free port with `env`. */
export const startService = (env: Record<string, string>): Promise<Service> =>
  startServiceProcess({ env, timeoutMs: 60_000 })

/**
 * A DATABASE_URL for a schema of its own on the test PostgreSQL server (TEST_DATABASE_URL), so
 * that service processes started by a test meet only each other; `drop` removes it.
 */
export async function postgresSchema(
  base: string,
): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `service_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create schema ${schema}`)
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), schema, drop: () => admin(`drop schema ${schema} cascade`) }
}
