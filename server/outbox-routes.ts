import { Hono } from 'hono'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Locale } from '../content/locales'
import { isStorableText } from '../schemas/fields'
import { enquiryFieldPrefix } from '../schemas/forms/check'
import { composeEnquiry } from '../schemas/forms/compose'
import { emailForms } from '../schemas/forms/email-forms'
import { feedbackForm } from '../schemas/forms/feedback'
import { m } from '../src/paraglide/messages.js'
import type { Db } from './db'
import { fail, readJson, refuseFormDataNotUtf8 } from './http'
import { onceForKey } from './idempotency'
import { checkEmailIds, checkEnquiry, siteEmailIds, type EmailIds } from './enquiry-check'
import { formatNumber, localeOf, noteBodyLocale } from './locale'

const digest = (text: string) => createHash('sha256').update(text).digest()

const requiredIds = ['user_id', 'service_id', 'template_id'] as const
const idPattern = /^[\w.-]{1,100}$/

/** EmailJS answers with plain text; so do we, so that @emailjs/browser reads us as it reads them. */
const text = (status: 200 | 400, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** Deeper than any message needs; storing walks (JSON.stringify) recursively. */
const maxDepth = 32

/**
 * Can every string in this JSON value, keys included, be stored (schemas/fields.ts), and is it
 * nested at most `maxDepth` deep? Walked with a list rather than recursion, so that a deeply
 * nested body cannot overflow the stack here; storing it would (a 10 kB body of 5,000 nested
 * arrays was a 500: JSON.stringify ran out of stack).
 */
function storableJson(value: unknown): 'ok' | 'text' | 'depth' {
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length) {
    const [item, depth] = pending.pop()!
    if (typeof item === 'string') {
      if (!isStorableText(item)) return 'text'
    } else if (item && typeof item === 'object') {
      if (depth >= maxDepth) return 'depth'
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return 'text'
        pending.push([child, depth + 1])
      }
    }
  }
  return 'ok'
}

const notStorable = (problem: 'text' | 'depth') =>
  problem === 'text'
    ? fail(400, (locale) => m.api_message_bad_character({}, { locale }))
    : fail(400, (locale) =>
        m.api_message_too_deep({ max: formatNumber(maxDepth, locale) }, { locale }),
      )

function missingOrBadId(fields: Record<string, unknown>): Response | null {
  for (const id of requiredIds) {
    const value = fields[id]
    if (typeof value !== 'string' || value.trim() === '')
      return text(400, `The ${id} parameter is required`)
    if (!idPattern.test(value)) return text(400, `The ${id} parameter is invalid`)
  }
  return null
}

/** The most characters of a blog post's title the outbox puts in a feedback's message. */
const blogTitleLimit = 200

/**
 * The post a feedback is about, from the first line of the message the client composed
 * ('Blog: {title}', schemas/forms/feedback.ts). The one value of a composed message that is not a
 * field: the service cannot check it against anything, so it takes it as a label and no more.
 * Read from the message rather than from a parameter of its own, so that what the site has always
 * sent (an enquiry kept on a device by an older build too) keeps its title. Only that first line
 * (up to a CR or LF: form data sends line breaks as CRLF), with any other control or
 * line-separating character made a space, and at most `blogTitleLimit` characters (whole ones: a
 * surrogate pair is never split): whatever a client writes there stays on the 'Blog: ' line and
 * cannot add lines to the message.
 */
function blogTitleOf(message: unknown): string | undefined {
  const line = typeof message === 'string' ? /^Blog: ([^\r\n]*)/.exec(message)?.[1] : undefined
  if (!line) return undefined
  const oneLine = line.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
  return Array.from(oneLine).slice(0, blogTitleLimit).join('')
}

/**
 * What the outbox stores of an enquiry `checkEnquiry` has accepted: the named form's composition
 * (schemas/forms/compose.ts, as the browser composes it) of the checked `field_` values, in the
 * request's language (`localeOf`: the body's `locale` when it names one of the site's). That
 * holds the form's name, its fields, `locale` and the template's parameters, made here; the
 * composed parameters the client sent are not used, agreeing or not, and any other parameter
 * (one no form makes) is dropped rather than refused, as EmailJS would have taken it, so that it
 * never reaches a stored message.
 */
function composedEnquiry(
  params: Record<string, unknown>,
  formId: string,
  locale: Locale,
): Record<string, string> {
  const form = emailForms.get(formId)!
  const values = Object.fromEntries(
    Object.keys(form.fields).map((name) => {
      const value = params[`${enquiryFieldPrefix}${name}`]
      return [name, typeof value === 'string' ? value : '']
    }),
  )
  const blogTitle = form.id === feedbackForm.id ? blogTitleOf(params.message) : undefined
  return composeEnquiry(form, values, blogTitle === undefined ? {} : { blogTitle }, locale)
}

/**
 * An EmailJS-compatible outbox: the site's @emailjs/browser points here when no real e-mail
 * service is configured, and every message it would have sent is kept and can be read back. It
 * takes the site's own e-mail service and, for the form an enquiry names, that form's template
 * only (`emailIds`: server/enquiry-check.ts), and stores the message it composes itself from the
 * checked fields (`composedEnquiry`). A repeat of an `Idempotency-Key` (which the site sends here,
 * and which EmailJS itself would not know) gets the first answer and keeps nothing new
 * (server/idempotency.ts).
 */
export function outboxRoutes(
  db: Db,
  options: { readToken?: string; emailIds?: EmailIds | undefined },
) {
  const app = new Hono()
  const ids = options.emailIds ?? siteEmailIds

  app.post('/v1.0/email/send', async (c) => {
    const body = await readJson(c)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw fail(400, (locale) => m.api_body_not_object({}, { locale }))
    }
    const fields = body as Record<string, unknown>
    // The site's forms send the visitor's language with the message (src/enquiry/send-form.ts).
    noteBodyLocale(c, fields.template_params)
    const problem = missingOrBadId(fields)
    if (problem) return problem
    const storable = storableJson(fields)
    if (storable !== 'ok') throw notStorable(storable)
    const params = fields.template_params ?? {}
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      return text(400, 'The template_params parameter must be an object')
    }
    const form = checkEnquiry(params as Record<string, unknown>, localeOf(c))
    checkEmailIds(fields, form, ids, localeOf(c))
    const message = composedEnquiry(params as Record<string, unknown>, form, localeOf(c))
    // The key's fingerprint is the body as sent: the same body composes the same message.
    return onceForKey(c, db, fields, async (query) => {
      await store(query, 'json', fields, message)
      return text(200, 'OK')
    })
  })

  app.post('/v1.0/email/send-form', async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (!/^multipart\/form-data\b/i.test(type)) {
      throw fail(415, (locale) => m.api_form_data_type({}, { locale }))
    }
    await refuseFormDataNotUtf8(c)
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw fail(400, (locale) => m.api_form_data_unreadable({}, { locale }))
    }
    noteBodyLocale(c, form)
    const problem = missingOrBadId(form)
    if (problem) return problem
    const storable = storableJson(form)
    if (storable !== 'ok') throw notStorable(storable)
    const params: Record<string, string> = {}
    for (const [key, value] of Object.entries(form)) {
      if (
        !(requiredIds as readonly string[]).includes(key) &&
        key !== 'lib_version' &&
        typeof value === 'string'
      ) {
        params[key] = value
      }
    }
    const name = checkEnquiry(params, localeOf(c))
    checkEmailIds(form, name, ids, localeOf(c))
    const message = composedEnquiry(params, name, localeOf(c))
    return onceForKey(c, db, form, async (query) => {
      await store(query, 'form', form, message)
      return text(200, 'OK')
    })
  })

  // Read back what was sent (newest first): names, addresses and messages of visitors, so only
  // with the token (OUTBOX_READ_TOKEN), and closed altogether when none is configured.
  const expected = options.readToken ? digest(options.readToken) : undefined
  app.get('/outbox', async (c) => {
    if (!expected) {
      throw fail(404, (locale) => m.api_outbox_closed({}, { locale }))
    }
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1]
    // Digests of equal length, compared in constant time: the answer's timing tells nothing.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw fail(401, (locale) => m.api_outbox_token({}, { locale }), undefined, {
        'www-authenticate': 'Bearer realm="outbox"',
      })
    }
    c.header('cache-control', 'no-store')
    const rows = await db.query<{
      id: number
      transport: string
      service_id: string
      template_id: string
      template_params: Record<string, unknown>
      received_at: Date | string
    }>(
      `select id, transport, service_id, template_id, template_params, received_at
       from outbox_messages order by received_at desc, id desc limit 50`,
    )
    return c.json({
      data: rows.map((row) => ({
        id: Number(row.id),
        transport: row.transport,
        serviceId: row.service_id,
        templateId: row.template_id,
        templateParams: row.template_params,
        receivedAt: new Date(row.received_at).toISOString(),
      })),
    })
  })

  return app
}

async function store(
  db: Pick<Db, 'query'>,
  transport: 'json' | 'form',
  fields: Record<string, unknown>,
  params: Record<string, unknown>,
) {
  await db.query(
    `insert into outbox_messages (transport, lib_version, user_id, service_id, template_id, template_params)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      transport,
      typeof fields.lib_version === 'string' ? fields.lib_version.slice(0, 20) : null,
      fields.user_id,
      fields.service_id,
      fields.template_id,
      JSON.stringify(params),
    ],
  )
}
