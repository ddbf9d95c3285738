import type { Context } from 'hono'
import { createHash } from 'node:crypto'
import { m } from '../src/paraglide/messages.js'
import type { Db } from './db'
import { fail } from './http'

/** A key the site makes is a UUID; any opaque token of this shape is taken. */
const keyPattern = /^[A-Za-z0-9._:-]{8,128}$/

type Row = {
  status: number | null
  content_type: string | null
  content_language: string | null
  body: string | null
}

/** The work's answer was not a success: nothing is kept, the claim on the key is undone. */
class NotKept extends Error {
  constructor(readonly response: Response) {
    super('not kept')
  }
}

/**
 * Runs `work` (which stores what a POST brings, on the query function it is given) at most once
 * per `Idempotency-Key` and body: a repeat gets the first answer again, marked
 * `Idempotent-Replayed: true`, and `work` does not run. Without the header, `work` runs as before.
 *
 * A key is scoped to its endpoint and to the body it came with (a SHA-256 of it), not to the
 * client's address. The same key with another body is another request, and is done: a client
 * that learns a visitor's key cannot block the visitor's enquiry by sending something else under
 * it first (which used to be refused, and the visitor saw a refusal). The same body under its key
 * is a repeat from any address: a phone that moves from a school's wifi to mobile data between
 * the first send and the queue's replay still stores once (docs/offline-queue.md).
 *
 * The key is claimed, the work done and its answer recorded in one transaction. On PostgreSQL a
 * second request with the same key, arriving while the first is still at work, waits at the claim
 * (the primary key's lock) until the first commits, then finds the answer; if the first failed and
 * rolled back, the second claims the key and does the work itself. Only a success is recorded: a
 * refusal (a 4xx, a 503) leaves the key free, so the same request may be sent again once the cause
 * is gone.
 */
export async function onceForKey(
  c: Context,
  db: Pick<Db, 'transaction' | 'query'>,
  body: unknown,
  work: (query: Pick<Db, 'query'>) => Promise<Response>,
): Promise<Response> {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return work(db)
  if (!keyPattern.test(key)) {
    throw fail(400, (locale) => m.api_idempotency_key_invalid({}, { locale }))
  }
  const scope = c.req.path
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex')
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `insert into idempotency_keys (scope, key, fingerprint) values ($1, $2, $3)
         on conflict (scope, key, fingerprint) do nothing returning key`,
        [scope, key, fingerprint],
      )
      if (claimed.length === 0) {
        const [row] = await tx.query<Row>(
          `select status, content_type, content_language, body
           from idempotency_keys where scope = $1 and key = $2 and fingerprint = $3`,
          [scope, key, fingerprint],
        )
        if (!row || row.status === null) {
          // Not reachable while claims and answers commit together; said plainly if it ever is.
          throw fail(409, (locale) => m.api_idempotency_key_busy({}, { locale }), undefined, {
            'Retry-After': '1',
          })
        }
        return replay(row)
      }
      const response = await work(tx)
      if (!response.ok) throw new NotKept(response)
      await tx.query(
        `update idempotency_keys
         set status = $4, content_type = $5, content_language = $6, body = $7
         where scope = $1 and key = $2 and fingerprint = $3`,
        [
          scope,
          key,
          fingerprint,
          response.status,
          response.headers.get('content-type'),
          response.headers.get('content-language'),
          await response.clone().text(),
        ],
      )
      return response
    })
  } catch (error) {
    if (error instanceof NotKept) return error.response
    throw error
  }
}

function replay(row: Row) {
  const headers = new Headers({ 'Idempotent-Replayed': 'true' })
  if (row.content_type) headers.set('content-type', row.content_type)
  if (row.content_language) headers.set('content-language', row.content_language)
  return new Response(row.body, { status: row.status ?? 200, headers })
}
