// @vitest-environment node
// Reads of a post are counted once per reader, post and day, as daily counts: one client cannot
// move trending or grow a table by asking again, the address is never stored, and a burst is
// served without being written (server/blog/reads.ts).
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db'
import { perMinuteLimiter, readCounter, utcDay } from '../../server/blog/reads'
import { deleteExpired } from '../../server/retention'
import { databaseKind, post, serverForFile } from './harness'

let clock = Date.parse('2026-11-29T10:00:00Z')
const day = 24 * 60 * 60 * 1000

const server = serverForFile({
  posts: Array.from({ length: 6 }, (_, n) => post(n + 1)),
  emptyBeforeEach: ['blog_readers', 'blog_read_counts'],
  options: () => ({ reads: { now: () => clock, perMinute: 1000 } }),
})

const from = (address: string) => ({ 'x-test-client': address })
const read = (slug: string, address: string) => server.api.get(`/api/blog/${slug}`, from(address))
const trending = async () =>
  ((await (await server.api.get('/api/blog?trending=true')).json()) as { slug: string }[]).map(
    (p) => p.slug,
  )
const totalReads = async () =>
  Number(
    (
      await server.db.query<{ n: string }>(
        'select coalesce(sum(reads), 0) as n from blog_read_counts',
      )
    )[0]!.n,
  )
const rows = async (table: 'blog_readers' | 'blog_read_counts') =>
  Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n)

describe(`blog reads on ${databaseKind}`, { timeout: 120_000 }, () => {
  it('300 reads of one post from one address leave trending as it was and add one count', async () => {
    clock = Date.parse('2026-11-29T10:00:00Z')
    // Every post but the oldest has readers: four for post-3, three for post-5, two for the rest.
    const readers = { 'post-3': 4, 'post-5': 3, 'post-6': 2, 'post-4': 2, 'post-2': 2 }
    for (const [slug, count] of Object.entries(readers))
      for (let n = 1; n <= count; n++) await read(slug, `198.51.100.${n}`)
    const before = await trending()
    expect(before).toEqual(['post-3', 'post-5', 'post-6', 'post-4', 'post-2'])
    const countsBefore = await totalReads()
    const readersBefore = await rows('blog_readers')

    // The oldest post, 300 times, from one address, a few at a time.
    for (let batch = 0; batch < 30; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await read('post-1', '203.0.113.66')).status),
      )
      expect(statuses).toEqual(Array(10).fill(200))
    }
    expect(await trending()).toEqual(before)
    expect(await totalReads()).toBe(countsBefore + 1)
    expect(await rows('blog_readers')).toBe(readersBefore + 1)
  })

  it('the tables do not grow with repeated reads from one client', async () => {
    await read('post-2', '203.0.113.9')
    const sizes = [await rows('blog_readers'), await rows('blog_read_counts')]
    for (let n = 0; n < 100; n++) await read('post-2', '203.0.113.9')
    expect([await rows('blog_readers'), await rows('blog_read_counts')]).toEqual(sizes)
  })

  it('reads from many addresses still move trending', async () => {
    for (const n of [1, 2]) await read('post-4', `198.51.100.${n}`)
    expect((await trending())[0]).toBe('post-4')
    for (let n = 1; n <= 5; n++) await read('post-1', `192.0.2.${n}`)
    expect((await trending())[0]).toBe('post-1')
    expect(await totalReads()).toBe(7)
  })

  it('an IPv6 client is one reader across its /64, and another /64 is another reader', async () => {
    await read('post-2', '2001:db8:1:2::1')
    await read('post-2', '2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    await read('post-2', '2001:DB8:1:2::ffff')
    expect(await totalReads()).toBe(1)
    await read('post-2', '2001:db8:1:3::1')
    expect(await totalReads()).toBe(2)
    // An IPv4 client reached over a dual-stack socket is the same reader as over IPv4.
    await read('post-2', '192.0.2.7')
    await read('post-2', '::ffff:192.0.2.7')
    expect(await totalReads()).toBe(3)
  })

  it('reads at the same moment from one client count once', async () => {
    await Promise.all(Array.from({ length: 20 }, () => read('post-6', '203.0.113.20')))
    expect(await totalReads()).toBe(1)
  })

  it('stores no address: each reader is a key made with the day’s salt', async () => {
    await read('post-1', '203.0.113.77')
    await read('post-1', '2001:db8:77::1')
    const stored = JSON.stringify(await server.db.query('select * from blog_readers'))
    expect(stored).not.toMatch(/203\.0\.113|2001:db8/)
    const keys = await server.db.query<{ key: string; day: string | Date }>(
      'select key, day from blog_readers',
    )
    expect(keys).toHaveLength(2)
    for (const { key } of keys) expect(key).toMatch(/^[\w-]{22}$/)
  })

  it('a reader counts again the next day, and the keys of the day before are gone', async () => {
    clock = Date.parse('2026-11-29T23:59:00Z')
    await read('post-2', '203.0.113.5')
    await read('post-2', '203.0.113.5')
    clock += 2 * 60 * 1000
    await read('post-2', '203.0.113.5')
    expect(await totalReads()).toBe(2)
    const days = await server.db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from blog_readers`,
    )
    expect(days).toEqual([{ day: '2026-11-30' }])
    expect(
      await server.db.query(
        `select to_char(day, 'YYYY-MM-DD') as day, reads from blog_read_counts order by day`,
      ),
    ).toEqual([
      { day: '2026-11-29', reads: 1 },
      { day: '2026-11-30', reads: 1 },
    ])
  })

  it('trending looks back 30 days; retention deletes older counts and past days’ keys', async () => {
    clock = Date.parse('2026-11-29T10:00:00Z')
    const at = (daysAgo: number) => utcDay(clock - daysAgo * day)
    await server.db.query(
      `insert into blog_read_counts (post_id, day, reads)
       select id, $1::date, 50 from blog_posts where slug = 'post-1'
       union all select id, $2::date, 2 from blog_posts where slug = 'post-2'
       union all select id, $3::date, 1 from blog_posts where slug = 'post-3'`,
      [at(30), at(29), at(0)],
    )
    await server.db.query(`insert into blog_readers (key, day) values ('old', $1), ('new', $2)`, [
      at(1),
      at(0),
    ])
    // 50 reads 30 days ago are past the window; 2 reads 29 days ago are in it.
    expect((await trending()).slice(0, 2)).toEqual(['post-2', 'post-3'])
    const deleted = await deleteExpired(server.db, new Date(clock))
    expect(deleted).toMatchObject({ blogReaders: 1, blogReadCounts: 1 })
    expect(await rows('blog_read_counts')).toBe(2)
    expect(await server.db.query('select key from blog_readers')).toEqual([{ key: 'new' }])
  })

  it('two processes on one database derive the same salt: a reader counts once across them', async () => {
    const other = readCounter(server.db, { perMinute: 10, now: () => clock })
    const same = readCounter(server.db, { perMinute: 10, now: () => clock })
    const [{ id }] = (await server.db.query<{ id: number }>(
      `select id from blog_posts where slug = 'post-4'`,
    )) as [{ id: number }]
    expect(await other.count('203.0.113.40', id)).toBe('counted')
    expect(await same.count('203.0.113.40', id)).toBe('already-counted')
    // The service's own routes share that secret too.
    await read('post-4', '203.0.113.40')
    expect(await totalReads()).toBe(1)
    // A secret of its own (READS_SECRET) makes other keys.
    const configured = readCounter(server.db, {
      perMinute: 10,
      now: () => clock,
      secret: 'x'.repeat(32),
    })
    expect(await configured.count('203.0.113.40', id)).toBe('counted')
  })
})

describe(`serving a post does not depend on counting it, on ${databaseKind}`, () => {
  const served = serverForFile({ posts: [post(1)] })

  it('a request with no socket (a script calling the app) is the visitor "unknown"', async () => {
    const app = createApp({
      db: served.db,
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 10 },
    })
    const response = await app.request('/api/blog/post-1')
    expect(response.status).toBe(200)
    expect(await served.db.query('select reads from blog_read_counts')).toEqual([{ reads: 1 }])
  })

  it('a read that cannot be counted still gets its post, and the failure is logged', async () => {
    const failing: Db = {
      ...served.db,
      query: (async (sql: string, params?: unknown[]) => {
        if (/blog_readers|blog_read_counts/.test(sql)) throw new Error('disk full')
        return served.db.query(sql, params)
      }) as Db['query'],
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = createApp({
      db: failing,
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 10 },
      clientAddress: () => '203.0.113.1',
    })
    const response = await app.request('/api/blog/post-1')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { slug: string } }).data.slug).toBe('post-1')
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Counting a read of a post failed/))
    errors.mockRestore()
  })
})

describe(`a burst of reads on ${databaseKind}`, { timeout: 120_000 }, () => {
  const limited = serverForFile({
    posts: Array.from({ length: 6 }, (_, n) => post(n + 1)),
    options: () => ({ reads: { now: () => clock, perMinute: 3 } }),
  })

  it('past the limit, posts are still served but their reads are not written', async () => {
    clock = Date.parse('2026-11-29T10:00:00Z')
    const bodies = []
    for (let n = 1; n <= 6; n++) {
      const response = await limited.api.get(`/api/blog/post-${n}`, from('203.0.113.90'))
      expect(response.status).toBe(200)
      bodies.push(((await response.json()) as { data: { slug: string } }).data.slug)
    }
    expect(bodies).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6'])
    const counted = await limited.db.query<{ n: string }>(
      'select (select count(*) from blog_readers) + (select coalesce(sum(reads), 0) from blog_read_counts) as n',
    )
    expect(Number(counted[0]!.n)).toBe(6)
    // Another client is not held back by the first; and a minute later the first counts again.
    await limited.api.get('/api/blog/post-6', from('203.0.113.91'))
    clock += 60_000
    await limited.api.get('/api/blog/post-5', from('203.0.113.90'))
    const sum = await limited.db.query<{ n: string }>(
      'select coalesce(sum(reads), 0) as n from blog_read_counts',
    )
    expect(Number(sum[0]!.n)).toBe(5)
  })
})

describe('the per-minute limiter of reads', () => {
  it('allows the limit in a window, then again in the next', () => {
    let at = 0
    const limiter = perMinuteLimiter(2, () => at)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false])
    expect(limiter.take('b')).toBe(true)
    at += 60_000
    expect(limiter.take('a')).toBe(true)
  })

  it('holds a bounded number of visitors, dropping windows that ended first', () => {
    let at = 0
    const limiter = perMinuteLimiter(5, () => at, 3)
    for (const visitor of ['a', 'b', 'c']) expect(limiter.take(visitor)).toBe(true)
    // Full with live windows: a new visitor is not counted (nothing written), the others are.
    expect(limiter.take('d')).toBe(false)
    expect(limiter.take('a')).toBe(true)
    expect(limiter.size).toBe(3)
    at += 60_000
    expect(limiter.take('d')).toBe(true)
    expect(limiter.size).toBe(1)
  })
})
