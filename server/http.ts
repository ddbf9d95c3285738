import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { baseLocale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import { languageHeaders, localeOf, noteBodyLocale, type Text } from './locale'

/** The 503's message while the database cannot be reached (server/db.ts isDatabaseUnavailable). */
export const unavailableMessage = m.api_unavailable({}, { locale: baseLocale })

/**
 * A 4xx with a JSON body `{ message }` (and per-field `errors` when there are any), worded in the
 * request's language when app.ts's error handler answers it (`answer`).
 */
type FailStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429

export class ApiError extends HTTPException {
  constructor(
    status: FailStatus,
    readonly text: Text,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: text(baseLocale) })
  }
}

export const fail = (
  status: FailStatus,
  text: Text,
  errors?: Record<string, string>,
  headers: Record<string, string> = {},
) => new ApiError(status, text, errors, headers)

/**
 * A JSON answer `{ message }` in the request's language, with Content-Language and the Vary that
 * says which request headers chose it.
 */
export function answer(
  c: Context,
  status: ContentfulStatusCode,
  text: Text,
  extra: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const message = text(localeOf(c))
  return c.body(
    JSON.stringify(extra.errors ? { message, errors: extra.errors } : { message }),
    status,
    {
      'content-type': 'application/json; charset=utf-8',
      ...languageHeaders(c),
      ...extra.headers,
    },
  )
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The request's body as text, or a 400 if its bytes are not UTF-8. Decoding leniently would
 * store U+FFFD in place of each bad byte, saying nothing, where other text that cannot be stored
 * (a NUL, a lone surrogate) is refused with a message: what is stored is what was sent, or
 * nothing. A byte order mark is dropped.
 */
export async function readUtf8(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer()
  try {
    return utf8.decode(bytes)
  } catch {
    throw fail(400, (locale) => m.api_body_not_utf8({}, { locale }))
  }
}

/**
 * Refuses, as `readUtf8` does, form data whose text is not UTF-8: a browser's FormData decodes
 * such bytes to U+FFFD without a word. Each part that is a field (not a file: no `filename`) is
 * checked, headers and value; a file part may hold any bytes. Without a boundary nothing is
 * checked here: the form cannot be read at all, which its reader says.
 */
export async function refuseFormDataNotUtf8(c: Context): Promise<void> {
  const type = c.req.header('content-type') ?? ''
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type)
  if (!boundary) return
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const body = Buffer.from(await c.req.arrayBuffer())
  for (let at = body.indexOf(delimiter); at !== -1;) {
    const start = at + delimiter.length
    const next = body.indexOf(delimiter, start)
    const part = body.subarray(start, next === -1 ? body.length : next)
    const headersEnd = part.indexOf('\r\n\r\n')
    const headers = part.subarray(0, headersEnd === -1 ? part.length : headersEnd)
    if (!/\bfilename\*?=/i.test(headers.toString('latin1'))) {
      try {
        utf8.decode(part)
      } catch {
        throw fail(400, (locale) => m.api_body_not_utf8({}, { locale }))
      }
    }
    at = next
  }
}

/** The request's JSON body, or a clear 4xx: wrong content type, not UTF-8, or not JSON at all. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw fail(415, (locale) => m.api_body_not_json_type({}, { locale }))
  }
  const text = await readUtf8(c)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw fail(400, (locale) => m.api_body_invalid_json({}, { locale }))
  }
  // What the body says its language is outranks the headers, for every answer from here on.
  noteBodyLocale(c, body)
  return body
}

/**
 * Parses `input` with `schema`, its messages in the request's language; the first problem of
 * each field becomes its message.
 */
export function validate<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw fail(400, (locale) => m.api_body_not_object({}, { locale }))
  }
  const result = v.safeParse(schema, input, { abortPipeEarly: true, lang: localeOf(c) })
  if (result.success) return result.output
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body'
    errors[field] ??= issue.message
  }
  const first = result.issues[0]!.message
  throw fail(400, () => first, errors)
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
