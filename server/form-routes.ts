import { Hono } from 'hono'
import { honeypotField } from '../schemas/fields'
import { subscribeRequest } from '../schemas/forms/subscribe'
import { waitlistRequest } from '../schemas/forms/waitlist'
import { m } from '../src/paraglide/messages.js'
import type { Db } from './db'
import { answer, fail, normalizeEmail, readJson, validate } from './http'
import { onceForKey } from './idempotency'

/** Turns away a filled honeypot before anything else is looked at. */
function checkHoneypot(body: unknown) {
  if (body && typeof body === 'object' && (body as Record<string, unknown>)[honeypotField]) {
    throw fail(400, (locale) => m.api_submission_rejected({}, { locale }))
  }
}

/**
 * POST /api/blog/subscribe and POST /api/waitlist. The same e-mail twice is kept once and both
 * times answered as success: the visitor's wish is met either way, and nothing tells a stranger
 * whether an address is already on the list. The visitor's language (`locale`) is kept with them,
 * so that the team writes to them in it; the first sign-up's language stays. A repeat of an
 * `Idempotency-Key` gets the first answer and stores nothing (server/idempotency.ts).
 */
export function formRoutes(db: Db) {
  const app = new Hono()

  app.post('/blog/subscribe', async (c) => {
    const body = await readJson(c)
    checkHoneypot(body)
    const input = validate(c, subscribeRequest, body)
    return onceForKey(c, db, body, async (query) => {
      await query.query(
        `insert into blog_subscribers (name, email, email_normalized, acknowledged_at, locale)
         values ($1, $2, $3, now(), $4) on conflict (email_normalized) do nothing`,
        [input.name, input.email, normalizeEmail(input.email), input.locale],
      )
      return answer(c, 200, (locale) => m.api_subscribed({}, { locale }))
    })
  })

  app.post('/waitlist', async (c) => {
    const body = await readJson(c)
    checkHoneypot(body)
    const input = validate(c, waitlistRequest, body)
    return onceForKey(c, db, body, async (query) => {
      await query.query(
        `insert into waitlist_entries (name, email, email_normalized, country, locale)
         values ($1, $2, $3, $4, $5) on conflict (email_normalized) do nothing`,
        [input.name, input.email, normalizeEmail(input.email), input.country, input.locale],
      )
      return answer(c, 200, (locale) => m.api_waitlist_joined({}, { locale }))
    })
  })

  return app
}
