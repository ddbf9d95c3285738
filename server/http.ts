import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'

/** The 503's message while the database cannot be reached (server/db.ts isDatabaseUnavailable). */
export const unavailableMessage =
  'The service is briefly unavailable. Please try again in a minute.'

/** A 4xx with a JSON body `{ message }` (and per-field `errors` when there are any). */
export function fail(
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
  message: string,
  errors?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new HTTPException(status, {
    res: new Response(JSON.stringify(errors ? { message, errors } : { message }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
  })
}

/** The request's JSON body, or a clear 4xx: wrong content type, or not JSON at all. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw fail(415, 'Send the body as JSON, with Content-Type: application/json')
  }
  try {
    return await c.req.json()
  } catch {
    throw fail(400, 'The request body is not valid JSON')
  }
}

/** Parses `input` with `schema`; the first problem of each field becomes its message. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw fail(400, 'The request body must be a JSON object')
  }
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return result.output
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body'
    errors[field] ??= issue.message
  }
  throw fail(400, result.issues[0]!.message, errors)
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
