import { retention } from '../content/facts'
import { isDatabaseUnavailable, type Db } from './db'

/** How often the service looks for what it should no longer keep. */
export const retentionInterval = 24 * 60 * 60 * 1000

export type Deleted = {
  outbox: number
  waitlist: number
  rateLimits: number
  idempotencyKeys: number
  /** Keys of readers already counted, once their day is over. */
  blogReaders: number
  /** Daily read counts older than trending looks back. */
  blogReadCounts: number
}

/** How long the first answer to an Idempotency-Key is kept: content/facts.ts, `retention`. */
export const idempotencyKeyDays = retention.idempotencyKeyDays

/**
 * Deletes what the privacy page says the service does not keep (content/facts.ts, `retention`):
 * outbox messages older than `emailMonths`, waitlist entries older than `waitlistMonths`,
 * request counts whose minute has passed, the keys of blog readers counted on a day that is over
 * and daily read counts older than `readCountDays` (the days are UTC, server/blog/reads.ts). Months are calendar months, counted back from `now` by
 * the database, from its own clock unless `now` is given (as tests do), so that processes whose
 * clocks differ agree, as the rate limiter's store does. Returns how many rows went, per table.
 */
export async function deleteExpired(db: Pick<Db, 'query'>, now?: Date): Promise<Deleted> {
  const at = now?.toISOString() ?? null
  const count = async (sql: string, params: unknown[]) => {
    const rows = await db.query<{ n: number }>(
      `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
      params,
    )
    return rows[0]?.n ?? 0
  }
  const clock = 'coalesce($1::timestamptz, now())'
  const olderThan = (column: string) => `${column} < ${clock} - make_interval(months => $2::int)`
  return {
    outbox: await count(`delete from outbox_messages where ${olderThan('received_at')}`, [
      at,
      retention.emailMonths,
    ]),
    waitlist: await count(`delete from waitlist_entries where ${olderThan('created_at')}`, [
      at,
      retention.waitlistMonths,
    ]),
    rateLimits: await count(`delete from rate_limits where reset_at <= ${clock}`, [at]),
    idempotencyKeys: await count(
      `delete from idempotency_keys where created_at < ${clock} - make_interval(days => $2::int)`,
      [at, idempotencyKeyDays],
    ),
    blogReaders: await count(
      `delete from blog_readers where day < (${clock} at time zone 'UTC')::date`,
      [at],
    ),
    blogReadCounts: await count(
      `delete from blog_read_counts where day <= (${clock} at time zone 'UTC')::date - $2::int`,
      [at, retention.readCountDays],
    ),
  }
}

/**
 * Runs `deleteExpired` now and then every `retentionInterval` until the returned function is
 * called. A database that is down is tried again at the next turn; any other failure is logged.
 * The timer never keeps the process alive on its own.
 */
export function keepRetention(
  db: Pick<Db, 'query'>,
  log: (line: string) => void = console.log,
): () => void {
  const run = async () => {
    try {
      const deleted = await deleteExpired(db)
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0)
      if (total > 0) {
        log(
          `Retention: deleted ${deleted.outbox} outbox messages, ${deleted.waitlist} waitlist ` +
            `entries, ${deleted.rateLimits} expired request counts, ` +
            `${deleted.idempotencyKeys} idempotency keys, ${deleted.blogReaders} keys of ` +
            `counted readers and ${deleted.blogReadCounts} daily read counts`,
        )
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        log(`Retention: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  void run()
  const timer = setInterval(() => void run(), retentionInterval)
  timer.unref()
  return () => clearInterval(timer)
}
