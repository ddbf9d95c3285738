import { Hono } from 'hono'
import { honeypotField } from '../schemas/fields'
import { subscribeMessages, subscribeRequest } from '../schemas/subscribe'
import { waitlistMessages, waitlistRequest } from '../schemas/waitlist'
import type { Db } from './db'
import { fail, normalizeEmail, readJson, validate } from './http'

/** Turns away a filled honeypot before anything else is looked at. */
function checkHoneypot(body: unknown) {
  if (body && typeof body === 'object' && (body as Record<string, unknown>)[honeypotField]) {
    throw fail(400, 'Submission rejected')
  }
}

/**
 * POST /api/blog/subscribe and POST /api/waitlist. The same e-mail twice is kept once and both
 * times answered as success: the visitor's wish is met either way, and nothing tells a stranger
 * whether an address is already on the list.
 */
export function formRoutes(db: Db) {
  const app = new Hono()

  app.post('/blog/subscribe', async (c) => {
    const body = await readJson(c)
    checkHoneypot(body)
    const input = validate(subscribeRequest, body)
    await db.query(
      `insert into blog_subscribers (name, email, email_normalized, acknowledged_at)
       values ($1, $2, $3, now()) on conflict (email_normalized) do nothing`,
      [input.name, input.email, normalizeEmail(input.email)],
    )
    return c.json({ message: subscribeMessages.success })
  })

  app.post('/waitlist', async (c) => {
    const body = await readJson(c)
    checkHoneypot(body)
    const input = validate(waitlistRequest, body)
    await db.query(
      `insert into waitlist_entries (name, email, email_normalized, country)
       values ($1, $2, $3, $4) on conflict (email_normalized) do nothing`,
      [input.name, input.email, normalizeEmail(input.email), input.country],
    )
    return c.json({ message: waitlistMessages.success })
  })

  return app
}
