import { retention } from '../content/facts'
import { isDatabaseUnavailable, type Db } from './db'

/** How often the service looks for what it should no longer keep. */
export const retentionInterval = 24 * 60 * 60 * 1000

export type Deleted = {
  outbox: number
  waitlist: number
  rateLimits: number
  idempotencyKeys: number
}

/** How long the first answer to an Idempotency-Key is kept: content/facts.ts, `retention`. */
export const idempotencyKeyDays = retention.idempotencyKeyDays

/**
 * Deletes what the privacy page says the service does not keep (content/facts.ts, `retention`):
 * outbox messages older than `emailMonths`, waitlist entries older than `waitlistMonths`, and
 * request counts whose minute has passed. Months are calendar months, counted back from `now` by
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
      const total = deleted.outbox + deleted.waitlist + deleted.rateLimits + deleted.idempotencyKeys
      if (total > 0) {
        log(
          `Retention: deleted ${deleted.outbox} outbox messages, ${deleted.waitlist} waitlist ` +
            `entries, ${deleted.rateLimits} expired request counts and ` +
            `${deleted.idempotencyKeys} idempotency keys`,
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
