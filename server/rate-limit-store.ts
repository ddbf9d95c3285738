import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter'
import type { Db } from './db'

/**
 * hono-rate-limiter's counts in the service's database, so that N processes behind a load
 * balancer share one limit per visitor (an in-memory store would let each grant the whole limit).
 * One row per key; its window starts with its first hit, as the in-memory store's does. The
 * upsert is one statement: PostgreSQL locks the row, so concurrent hits from any process are
 * counted exactly. The database's clock decides when a window ends, so processes whose clocks
 * differ still agree. Expired rows are deleted at most once per window per process. `add`
 * counts several hits at once (a request of 20 CSP reports is 20: server/csp-report-routes.ts);
 * without the limiter's `init`, a window is `windowMs` long.
 */
export function databaseStore(
  db: Db,
  windowMs = 60_000,
): Store & { add: (key: string, hits: number) => Promise<Required<ClientRateLimitInfo>> } {
  let prunedAt = 0
  const add = async (key: string, hits: number) => {
    if (Date.now() - prunedAt >= windowMs) {
      prunedAt = Date.now()
      await db.query('delete from rate_limits where reset_at <= now()')
    }
    const [row] = await db.query<{ hits: number; reset_at: Date | string }>(
      `insert into rate_limits as r (key, hits, reset_at)
       values ($1, $3::integer, now() + $2::integer * interval '1 millisecond')
       on conflict (key) do update set
         hits = case when r.reset_at <= now() then $3::integer else r.hits + $3::integer end,
         reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
       returning hits, reset_at`,
      [key, windowMs, hits],
    )
    return { totalHits: Number(row!.hits), resetTime: new Date(row!.reset_at) }
  }
  return {
    init(options) {
      windowMs = options.windowMs
    },
    increment: (key) => add(key, 1),
    add,
    async decrement(key) {
      await db.query(
        'update rate_limits set hits = hits - 1 where key = $1 and hits > 0 and reset_at > now()',
        [key],
      )
    },
    async resetKey(key) {
      await db.query('delete from rate_limits where key = $1', [key])
    },
    async resetAll() {
      await db.query('delete from rate_limits')
    },
  }
}
