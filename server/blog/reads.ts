import { createHmac, randomBytes } from 'node:crypto'
import { retention } from '../../content/facts'
import type { Db } from '../db'

/**
 * How reads of a post are counted, for trending: at most once per visitor, post and day, as a
 * daily count per post, never as a row per read and never with the visitor's address.
 *
 * - The reader is known only by a key: an HMAC of the visitor (its IPv4 address or IPv6 /64,
 *   server/client-address.ts `visitorKey`) and the post, under a salt of the day. The salt is an
 *   HMAC of the day under the service's secret, so every process on one database derives the
 *   same salt, and yesterday's keys cannot be linked to today's. The keys of a day are deleted
 *   once it is over (here, and by server/retention.ts).
 * - A read is one statement: the key is inserted if it is new, and only then the post's count
 *   for the day goes up by one (an upsert on one row per post and day).
 * - Each process lets one visitor have `perMinute` reads counted a minute; past that a post is
 *   still served, but its read is ignored without touching the database. That bounds what one
 *   client can make the service write, whatever posts it asks for.
 *
 * The daily counts are kept `retention.readCountDays` days: the window trending ranks by.
 */
export type ReadCounterOptions = {
  /** The service's secret for the daily salt (READS_SECRET); by default one kept in the database. */
  secret?: string
  /** Reads one visitor may have counted per minute in this process. */
  perMinute: number
  /** The time; tests move it. */
  now?: () => number
}

export type ReadOutcome = 'counted' | 'already-counted' | 'ignored'

/** The day of a time, in UTC, as the database stores it: '2026-11-29'. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()

/** The name of the generated secret in `service_secrets` (migration 007). */
const secretName = 'blog-reads'

/**
 * The secret a database keeps for every process on it: made by the first process that needs
 * it; a second one racing it keeps the first one's.
 */
async function storedSecret(db: Pick<Db, 'query'>): Promise<string> {
  await db.query(
    'insert into service_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [secretName, randomBytes(32).toString('base64url')],
  )
  const [row] = await db.query<{ value: string }>(
    'select value from service_secrets where name = $1',
    [secretName],
  )
  return row!.value
}

export function readCounter(db: Pick<Db, 'query'>, options: ReadCounterOptions) {
  const now = options.now ?? Date.now
  let secret: Promise<string> | undefined
  const secretOf = () => {
    secret ??= options.secret
      ? Promise.resolve(options.secret)
      : storedSecret(db).catch((error: unknown) => {
          secret = undefined
          throw error
        })
    return secret
  }
  const limiter = perMinuteLimiter(options.perMinute, now)
  let prunedDay = ''

  return {
    /** Counts a read of `postId` by `visitor` (a visitorKey), if it is its first of the day. */
    async count(visitor: string, postId: number): Promise<ReadOutcome> {
      if (!limiter.take(visitor)) return 'ignored'
      const day = utcDay(now())
      if (day !== prunedDay) {
        // The first read of a day in this process: the keys of earlier days can never match again.
        prunedDay = day
        await db.query('delete from blog_readers where day < $1::date', [day])
      }
      const salt = hmac(await secretOf(), `blog-reads ${day}`)
      const key = hmac(salt, `${visitor}\n${postId}`).subarray(0, 16).toString('base64url')
      const rows = await db.query<{ counted: boolean }>(
        `with fresh as (
           insert into blog_readers (key, day) values ($1, $2::date)
           on conflict (key) do nothing returning 1
         )
         insert into blog_read_counts as c (post_id, day, reads)
         select $3, $2::date, 1 from fresh
         on conflict (post_id, day) do update set reads = c.reads + 1
         returning true as counted`,
        [key, day, postId],
      )
      return rows.length > 0 ? 'counted' : 'already-counted'
    },
  }
}

/** How many days of counts trending ranks by, and so how long they are kept. */
export const readCountDays = retention.readCountDays

/**
 * A fixed window per visitor, in this process's memory: nothing is written to know that a
 * client is reading too fast. It holds at most `maxVisitors` windows; when a flood of distinct
 * visitors fills it, windows that have ended are dropped, and while it is still full, reads of
 * new visitors are not counted (the database is spared, the page still served).
 */
export function perMinuteLimiter(limit: number, now: () => number, maxVisitors = 50_000) {
  const windowMs = 60_000
  const windows = new Map<string, { hits: number; endsAt: number }>()
  const prune = (at: number) => {
    for (const [visitor, window] of windows) if (window.endsAt <= at) windows.delete(visitor)
  }
  return {
    take(visitor: string): boolean {
      const at = now()
      let window = windows.get(visitor)
      if (window && window.endsAt <= at) window = undefined
      if (!window) {
        if (windows.size >= maxVisitors) prune(at)
        if (windows.size >= maxVisitors) return false
        window = { hits: 0, endsAt: at + windowMs }
        windows.set(visitor, window)
      }
      window.hits += 1
      return window.hits <= limit
    },
    get size() {
      return windows.size
    },
  }
}
