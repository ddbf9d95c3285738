// @vitest-environment node
import { readdirSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresSchema, startService, type Service } from './service'

/**
 * Two service processes behind one (pretend) load balancer, on one PostgreSQL: what one process
 * counts or stores, the other sees. Needs a PostgreSQL server: two processes cannot share a
 * PGlite folder (it is locked), so this runs in the PostgreSQL pass of tests/server
 * (`npm run test:server:postgres`, which `npm test` and CI always run) and is skipped, saying
 * so, on the PGlite pass.
 */
const databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) {
  console.info(
    'two-instances.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL); ' +
      'run `npm run test:server:postgres`',
  )
}

const limit = 10
let services: Service[] = []
let schema: Awaited<ReturnType<typeof postgresSchema>>
let sql: pg.Client

/** A POST to instance `n % 2`, from `visitor` as the proxy in front of both reports it. */
const post = (n: number, path: string, body: unknown, visitor: string) =>
  fetch(`${services[n % 2]!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify(body),
  })

const count = async (query: string, params: unknown[] = []) =>
  Number((await sql.query<{ n: string }>(query, params)).rows[0]!.n)

describe.skipIf(!databaseUrl)(
  'two service processes on one PostgreSQL share limits, idempotency and read counts',
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      schema = await postgresSchema(databaseUrl!)
      // Started together on an empty schema: they migrate and load the posts at the same time.
      const env = {
        DATABASE_URL: schema.url,
        // Each process sees the proxy (this test) at 127.0.0.1, and trusts it.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_PER_MINUTE: String(limit),
      }
      const started = await Promise.allSettled([startService(env), startService(env)])
      // Whatever did start is stopped in afterAll, even if the other did not.
      services = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      for (const result of started) if (result.status === 'rejected') throw result.reason
      sql = new pg.Client({ connectionString: schema.url })
      await sql.connect()
    }, 90_000)
    afterAll(async () => {
      await Promise.all(services.map((service) => service.stop()))
      await sql?.end()
      await schema?.drop()
    })

    it('both started on the empty database, and migrated it once', async () => {
      for (const service of services) {
        expect((await fetch(`${service.url}/api/health/ready`)).status).toBe(200)
      }
      expect(await count('select count(*) as n from schema_migrations')).toBe(
        readdirSync('server/migrations').filter((file) => file.endsWith('.sql')).length,
      )
    })

    it(`one visitor gets exactly ${limit} POSTs a minute in all, however they are spread`, async () => {
      const visitor = '203.0.113.7'
      const started = Date.now()
      // 2 × limit at once, alternating between the processes.
      const statuses = await Promise.all(
        Array.from({ length: 2 * limit }, (_, n) =>
          post(
            n,
            '/api/waitlist',
            { name: 'Limit Test', email: `limit-${n}@example.org`, country: 'GB' },
            visitor,
          ).then((response) => response.status),
        ),
      )
      const elapsed = Date.now() - started
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
      expect(statuses.filter((status) => status === 429)).toHaveLength(limit)
      expect(
        await count(`select count(*) as n from waitlist_entries where email like 'limit-%'`),
      ).toBe(limit)
      expect(await count('select hits as n from rate_limits where key = $1', [visitor])).toBe(
        2 * limit,
      )
      console.info(
        `two instances: ${2 * limit} concurrent POSTs from one visitor in ${elapsed} ms, ` +
          `${limit} accepted, ${limit} refused`,
      )

      // Another visitor behind the same proxy has a limit of their own, on either process.
      expect(
        (await post(0, '/api/blog/subscribe', subscriber('other'), '203.0.113.8')).status,
      ).toBe(200)
      expect(
        (await post(1, '/api/blog/subscribe', subscriber('other'), '203.0.113.8')).status,
      ).toBe(200)
      // A visitor who writes the limited address into X-Forwarded-For is still themselves: the
      // proxy appended their real address, which is the one counted.
      expect(
        (await post(0, '/api/blog/subscribe', subscriber('spoof'), `${visitor}, 198.51.100.9`))
          .status,
      ).toBe(200)
      // And the limited visitor stays limited on both.
      expect((await post(0, '/api/blog/subscribe', subscriber('x'), visitor)).status).toBe(429)
      expect((await post(1, '/api/blog/subscribe', subscriber('x'), visitor)).status).toBe(429)
    })

    it('the same e-mail sent to both at once is kept once (waitlist and subscribe)', async () => {
      const sends = Array.from({ length: 8 }, (_, n) => [
        // Each from a visitor of its own, so that the limit plays no part; the case varies.
        post(
          n,
          '/api/waitlist',
          {
            name: 'Same Person',
            email: n % 2 ? 'SAME@example.org' : 'same@example.org',
            country: 'FR',
          },
          `198.51.100.${10 + n}`,
        ),
        post(
          n + 1,
          '/api/blog/subscribe',
          { ...subscriber('same'), email: n % 2 ? 'Same@Example.org' : 'same@example.org' },
          `198.51.100.${30 + n}`,
        ),
      ])
      const statuses = await Promise.all(sends.flat().map(async (sent) => (await sent).status))
      expect(statuses).toEqual(Array(16).fill(200))
      expect(
        await count(
          `select count(*) as n from waitlist_entries where email_normalized = 'same@example.org'`,
        ),
      ).toBe(1)
      expect(
        await count(
          `select count(*) as n from blog_subscribers where email_normalized = 'same@example.org'`,
        ),
      ).toBe(1)
    })

    it('reads of a post counted by either process add up, each reader once', async () => {
      // An original post (x.md), not a translation (x.es.md), which has no address of its own.
      const slug = readdirSync('content/blog')
        .find((file) => /^[^.]+\.md$/.test(file))!
        .replace(/\.md$/, '')
      const readers = 12
      const read = async (n: number, visitor: string) =>
        (
          await fetch(`${services[n % 2]!.url}/api/blog/${slug}`, {
            headers: { 'x-forwarded-for': visitor },
          })
        ).status
      // Twelve readers, alternating between the processes; then each again through the other.
      const statuses = await Promise.all(
        Array.from({ length: readers }, (_, n) => read(n, `198.51.100.${100 + n}`)),
      )
      const again = await Promise.all(
        Array.from({ length: readers }, (_, n) => read(n + 1, `198.51.100.${100 + n}`)),
      )
      expect([...statuses, ...again]).toEqual(Array(2 * readers).fill(200))
      // Both derive each day's salt from the one secret in the database: a reader is one key.
      expect(
        await count(
          `select coalesce(sum(c.reads), 0) as n from blog_read_counts c
           join blog_posts p on p.id = c.post_id where p.slug = $1`,
          [slug],
        ),
      ).toBe(readers)
      expect(await count('select count(*) as n from blog_readers')).toBe(readers)
      expect(await count('select count(*) as n from service_secrets')).toBe(1)
      // Both processes rank it first in trending from the shared counts.
      for (const service of services) {
        const trending = (await (await fetch(`${service.url}/api/blog?trending=true`)).json()) as {
          slug: string
        }[]
        expect(trending[0]!.slug).toBe(slug)
      }
    })

    it('neither process logged a name or an e-mail address it was sent', () => {
      for (const service of services) {
        expect(service.output()).not.toMatch(/@example\.org|Limit Test|Same Person|Subscriber/i)
      }
    })
  },
)

function subscriber(name: string) {
  return { name: `Subscriber ${name}`, email: `${name}@example.org`, acknowledge: true }
}
