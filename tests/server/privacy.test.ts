// @vitest-environment node
import { format } from 'node:util'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db'
import { describeError } from '../../server/error-log'
import { enquiryFormData, generalContact } from './enquiry-fixture'
import { databaseKind, serverForFile, testApp } from './harness'
import { postgresSchema, startService } from './service'

/**
 * What visitors send stays in the database. No endpoint lists the waitlist,
 * the subscribers or the outbox (without its token), and nothing the service logs carries a
 * name, an e-mail address or a message.
 */

// Values no log line or listing could contain by chance.
const visitor = {
  name: 'Zephyrine Quillfeather',
  email: 'zq.private.7f3@example.org',
  message: 'A private message body 9c1e, not for any log',
}
const outboxToken = 'privacy-test-token-0123456789'
const secrets = [visitor.name, visitor.email, visitor.message, 'Quillfeather', 'zq.private', '9c1e']

const containsSecret = (text: string) =>
  secrets.find((secret) => text.toLowerCase().includes(secret.toLowerCase()))

const server = serverForFile()

describe(`no endpoint lists private data, on ${databaseKind}`, () => {
  beforeAll(async () => {
    const api = await testApp(server.db, { outboxReadToken: outboxToken })
    const sent = [
      await api.postJson('/api/waitlist', { ...pick('name', 'email'), country: 'GB' }),
      await api.postJson('/api/blog/subscribe', { ...pick('name', 'email'), acknowledge: true }),
      await api.postJson('/api/v1.0/email/send', {
        user_id: 'k',
        service_id: 'service_local',
        template_id: 'template_generalContact',
        template_params: generalContact(visitor),
      }),
    ]
    expect(sent.map((response) => response.status)).toEqual([200, 200, 200])
  })

  const paths = [
    '/api/waitlist',
    '/api/waitlist/1',
    '/api/waitlist?all=true',
    '/api/waitlist.json',
    '/api/waitlist/export',
    '/api/waitlist_entries',
    '/api/subscribers',
    '/api/subscribe',
    '/api/blog/subscribe',
    '/api/blog/subscribers',
    '/api/blog/subscribe/1',
    '/api/csp-report',
    '/api/csp-reports',
    '/api/reports',
    '/api/outbox',
    '/api/outbox/1',
    '/api/outbox?limit=1000',
    '/api/v1.0/email/send',
    '/api/v1.0/email/send-form',
    '/api/v1.0/email/history',
    '/api/admin',
    '/api/export',
    '/api/users',
    '/api/emails',
    '/api/messages',
    '/api/debug',
    '/api/health?verbose=1',
  ]
  const methods = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

  it.each([
    ['without an outbox token configured', undefined],
    ['with a token configured but not sent', outboxToken],
  ])('%s: every plausible listing is refused and shows nothing', async (_, token) => {
    const api = await testApp(server.db, token ? { outboxReadToken: token } : {})
    const answered: string[] = []
    for (const path of paths) {
      for (const method of methods) {
        const response = await api.app.request(path, {
          method,
          headers: { authorization: 'Bearer not-the-token-0123456789' },
        })
        const body = await response.text()
        answered.push(`${method} ${path} ${response.status}`)
        expect(containsSecret(body), `${method} ${path} answered ${body}`).toBeUndefined()
        expect(body).not.toContain('"data"')
        if (method === 'OPTIONS') {
          // A CORS preflight without an Origin: an empty answer.
          expect(response.status).toBe(204)
          expect(body).toBe('')
        } else if (path.startsWith('/api/health')) {
          expect(response.status).toBe(method === 'GET' || method === 'HEAD' ? 200 : 404)
        } else {
          expect([401, 404, 405], `${method} ${path}`).toContain(response.status)
        }
      }
    }
    expect(answered.length).toBe(paths.length * methods.length)
  })

  it('the outbox, the one reading endpoint, shows its messages only with the token', async () => {
    const api = await testApp(server.db, { outboxReadToken: outboxToken })
    const withToken = await api.get('/api/outbox', { authorization: `Bearer ${outboxToken}` })
    expect(withToken.status).toBe(200)
    expect(containsSecret(await withToken.text())).toBeDefined()
  })
})

describe(`nothing logged carries what a visitor sent, on ${databaseKind}`, () => {
  it('an unexpected database error is logged without the row it was writing', async () => {
    // A database that refuses the waitlist insert the way PostgreSQL does, row and all.
    let raw: unknown
    const failing: Db = {
      ...server.db,
      query: async (sql, params) => {
        if (!sql.includes('insert into waitlist_entries')) return server.db.query(sql, params)
        try {
          // The country (the fourth value) left out: a not-null violation, row and all.
          return await server.db.query(sql, [
            ...(params ?? []).slice(0, 3),
            null,
            ...(params ?? []).slice(4),
          ])
        } catch (error) {
          raw = error
          throw error
        }
      },
    }
    const logged = captureConsole()
    const api = await testApp(failing)
    const response = await api.postJson('/api/waitlist', {
      ...pick('name', 'email'),
      country: 'GB',
    })
    vi.restoreAllMocks()

    expect(response.status).toBe(500)
    expect(containsSecret(await response.text())).toBeUndefined()
    // The error itself had the row in it: what the log line left out.
    expect(JSON.stringify(raw, Object.getOwnPropertyNames(raw))).toContain(visitor.email)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^POST \/api\/waitlist failed: \w+ \[23502\]: /)
    expect(logged[0]).toContain('waitlist_entries')
    expect(logged[0]).toMatch(/\n\s+at /)
    expect(containsSecret(logged.join('\n'))).toBeUndefined()
  })

  it('error messages that quote their input are blanked', () => {
    const thrown = (work: () => unknown) => {
      try {
        work()
      } catch (error) {
        return error
      }
      throw new Error('did not throw')
    }
    for (const error of [
      thrown(() => JSON.parse(`${visitor.email} ${visitor.message}`)),
      new Error(`invalid input syntax for type integer: "${visitor.name}"`),
      new Error(`no such address ${visitor.email}`),
      new TypeError(`Cannot read '${visitor.message}'`),
      visitor.email,
    ]) {
      expect(containsSecret(describeError(error))).toBeUndefined()
    }
    expect(describeError(new TypeError('x is not a function'))).toMatch(
      /^TypeError: x is not a function\n\s+at /,
    )
  })

  it('the app, through a full run of every form, logs none of it', async () => {
    const logged = captureConsole()
    const api = await testApp(server.db, { outboxReadToken: outboxToken })
    const statuses = await fullFormRun((path, init) => api.app.request(path, init))
    vi.restoreAllMocks()
    expect(statuses).toEqual(fullRunStatuses)
    expect(containsSecret(logged.join('\n'))).toBeUndefined()
  })

  // A real process, its whole output read: on PostgreSQL only, where it starts in a moment (a
  // PGlite process takes seconds to create its database); the app above runs on both.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a service process, through a full run of every form, logs none of it',
    async () => {
      const schema = await postgresSchema(process.env.TEST_DATABASE_URL!)
      const service = await startService({
        DATABASE_URL: schema.url,
        OUTBOX_READ_TOKEN: outboxToken,
      })
      try {
        const statuses = await fullFormRun((path, init) => fetch(`${service.url}${path}`, init))
        expect(statuses).toEqual(fullRunStatuses)
      } finally {
        await service.stop()
        await schema.drop()
      }
      const log = service.output()
      expect(log).toContain('StemVerse service:')
      expect(containsSecret(log), log).toBeUndefined()
      expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
    },
    90_000,
  )
})

/** Every console method, as the console would write it: objects inspected, own fields and all. */
function captureConsole() {
  const logged: string[] = []
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(format(...args)))
  }
  return logged
}

/**
 * Every form the site sends, as a visitor would: accepted, sent again, refused (a bad address,
 * the honeypot, no acknowledgement), the outbox read back, and a query with the address in it.
 */
async function fullFormRun(
  request: (path: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const send = (path: string, body: unknown) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const form = enquiryFormData(generalContact(visitor))
  const responses = [
    await send('/api/waitlist', { ...pick('name', 'email'), country: 'GB' }),
    await send('/api/waitlist', { ...pick('name', 'email'), country: 'GB' }),
    await send('/api/waitlist', { ...pick('name'), email: 'zq.private@', country: 'GB' }),
    await send('/api/waitlist', { ...pick('name', 'email'), country: 'GB', fax_number: '1' }),
    await send('/api/blog/subscribe', { ...pick('name', 'email'), acknowledge: true }),
    await send('/api/blog/subscribe', { ...pick('name', 'email'), acknowledge: false }),
    await send('/api/v1.0/email/send', {
      user_id: 'public-key',
      service_id: 'service_local',
      template_id: 'template_generalContact',
      template_params: generalContact(visitor),
    }),
    await request('/api/v1.0/email/send-form', { method: 'POST', body: form }),
    await request('/api/outbox', { headers: { authorization: `Bearer ${outboxToken}` } }),
    await request(`/api/waitlist?email=${encodeURIComponent(visitor.email)}`),
  ]
  return responses.map((response) => response.status)
}
const fullRunStatuses = [200, 200, 400, 400, 200, 400, 200, 200, 200, 404]

function pick<K extends keyof typeof visitor>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, visitor[key]])) as Pick<typeof visitor, K>
}
