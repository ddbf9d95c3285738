import * as v from 'valibot'
import { defaultEmailServiceId } from '../schemas/email-ids'
import { parseTrustProxy } from './client-address'
import { hostOf } from './host-guard'

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean)

const publicUrlRule = 'PUBLIC_URL must be an http(s) address, like https://www.example.org'
const allowedHostsRule =
  'ALLOWED_HOSTS must be host names, comma-separated, like www.example.org,10.0.0.5:4173'

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}
const areHosts = (hosts: string[]) => hosts.every((host) => hostOf(host) !== undefined)

const tokenRule = 'OUTBOX_READ_TOKEN must be at least 16 characters, without spaces'
const secretRule = 'READS_SECRET must be at least 32 characters, without spaces'

/** The environment variables the service reads; exported for the tests that fuzz it. */
export const configSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'PORT must be a number'), v.transform(Number)),
    '4173',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  // Empty means unset: PGlite in DATA_DIR.
  DATABASE_URL: v.optional(
    // The message on the regex too: a union passes on the issue of its one matching type, and
    // valibot's default would print the value, password and all.
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'),
        ),
      ],
      'DATABASE_URL must start with postgres://',
    ),
  ),
  DATA_DIR: v.optional(v.string(), '.data/pglite'),
  ALLOWED_ORIGINS: v.optional(
    v.pipe(v.string(), v.transform(list)),
    'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173',
  ),
  // Empty means unset. The site's public address: its host is the one writes may name (Host),
  // with ALLOWED_HOSTS; unset, only this machine's names are (server/host-guard.ts).
  PUBLIC_URL: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.check(isHttpUrl, publicUrlRule))], publicUrlRule),
    '',
  ),
  ALLOWED_HOSTS: v.optional(
    v.pipe(v.string(), v.transform(list), v.check(areHosts, allowedHostsRule)),
    '',
  ),
  // The e-mail ids the site's forms send with, as its build reads them (src/config.ts): the
  // outbox takes no other service, and for each form only its template (server/enquiry-check.ts).
  VITE_EMAILJS_SERVICE_ID: v.optional(v.string(), defaultEmailServiceId),
  VITE_EMAILJS_TEMPLATES: v.optional(v.string(), ''),
  RATE_LIMIT_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'RATE_LIMIT_PER_MINUTE must be a number'),
      v.transform(Number),
    ),
    '30',
  ),
  // Empty or unset trusts no proxy: X-Forwarded-For is ignored (server/client-address.ts).
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseTrustProxy(dataset.value)
        } catch (error) {
          addIssue({ message: `TRUST_PROXY is not valid: ${(error as Error).message}` })
          return NEVER
        }
      }),
    ),
    '',
  ),
  SERVE_DIST: v.optional(v.string()),
  // Empty means unset: GET /api/outbox is then closed. Long enough not to be guessed.
  OUTBOX_READ_TOKEN: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.minLength(16, tokenRule), v.regex(/^\S+$/, tokenRule)),
    ]),
  ),
  // Empty means unset: the secret is made once and kept in the database (server/blog/reads.ts).
  READS_SECRET: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.minLength(32, secretRule), v.regex(/^\S+$/, secretRule)),
    ]),
  ),
})

export type Config = v.InferOutput<typeof configSchema>

/** Reads the environment; a bad value stops the start with a message that names it. */
export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(configSchema, source)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => `  ${v.getDotPath(issue)}: ${issue.message}`)
  throw new Error(
    `The service's configuration is not valid (see .env.example):\n${problems.join('\n')}`,
  )
}
