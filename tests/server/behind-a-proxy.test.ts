// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import {
  canonicalAddress,
  clientAddressOf,
  parseTrustProxy,
  trustNoProxy,
  visitorKey,
} from '../../server/client-address'
import { readConfig } from '../../server/config'
import { openPostgres, type Db } from '../../server/db'
import { migrate } from '../../server/migrate'
import { databaseStore } from '../../server/rate-limit-store'
import { databaseKind, serverForFile } from './harness'
import { postgresSchema } from './service'

const server = serverForFile()

describe('TRUST_PROXY', () => {
  const trust = (value: string) => readConfig({ TRUST_PROXY: value }).TRUST_PROXY

  it('unset, empty or 0 trusts nothing', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(trustNoProxy)
    expect(trust('')).toBe(trustNoProxy)
    expect(trust(' 0 ')).toBe(trustNoProxy)
  })

  it('a number is how many proxies stand in front', () => {
    const two = trust('2')
    expect([0, 1, 2].map((hop) => two.trusts('192.0.2.1', hop))).toEqual([true, true, false])
  })

  it('a list takes addresses, CIDR ranges (IPv4 and IPv6) and named ranges', () => {
    const list = trust('10.0.0.0/8, 192.0.2.7,2001:db8::/32 , loopback')
    expect(list.trusts('10.200.3.4', 5)).toBe(true)
    expect(list.trusts('192.0.2.7', 0)).toBe(true)
    expect(list.trusts('192.0.2.8', 0)).toBe(false)
    expect(list.trusts('2001:db8:1::9', 0)).toBe(true)
    expect(list.trusts('2001:db9::1', 0)).toBe(false)
    expect(list.trusts('127.0.0.1', 0)).toBe(true)
    expect(list.trusts('::1', 0)).toBe(true)
    expect(trust('uniquelocal').trusts('172.20.0.5', 0)).toBe(true)
    expect(trust('uniquelocal').trusts('fd12:3456::1', 0)).toBe(true)
    expect(trust('linklocal').trusts('169.254.1.1', 0)).toBe(true)
  })

  it.each(['proxy.internal', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '10.0.0.0/', '1,,2', 'true'])(
    '%j stops the start with a message that names it',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY is not valid: '.*'/)
    },
  )
})

describe('the client address', () => {
  const one = parseTrustProxy('1')
  const proxies = parseTrustProxy('10.0.0.0/8')

  it('without trust, X-Forwarded-For is ignored: a spoofed header changes nothing', () => {
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', trustNoProxy)).toBe('198.51.100.4')
    expect(clientAddressOf('198.51.100.4', '203.0.113.9, 10.0.0.2', trustNoProxy)).toBe(
      '198.51.100.4',
    )
  })

  it('a request that does not come through a trusted proxy keeps its own address', () => {
    // A visitor reaching the service directly, past the proxy, with a made-up header.
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', proxies)).toBe('198.51.100.4')
  })

  it('through a trusted proxy, the address that proxy appended is the visitor', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', one)).toBe('203.0.113.9')
  })

  it('entries the visitor wrote themselves (left of what the proxy appended) are never used', () => {
    const spoofed = '1.1.1.1, 10.0.0.9, 203.0.113.9'
    expect(clientAddressOf('10.0.0.2', spoofed, one)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', spoofed, proxies)).toBe('203.0.113.9')
  })

  it('walks right to left over every trusted hop', () => {
    // Visitor → CDN (10.1.1.1) → load balancer (10.0.0.2) → service.
    expect(clientAddressOf('10.0.0.2', '203.0.113.9, 10.1.1.1', proxies)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '203.0.113.9, 10.1.1.1', parseTrustProxy('2'))).toBe(
      '203.0.113.9',
    )
    // One hop trusted, two proxies: the second proxy is who the first saw.
    expect(clientAddressOf('10.0.0.2', '203.0.113.9, 10.1.1.1', one)).toBe('10.1.1.1')
    // Every address trusted: the leftmost entry.
    expect(clientAddressOf('10.0.0.2', '10.9.9.9, 10.1.1.1', proxies)).toBe('10.9.9.9')
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', parseTrustProxy('3'))).toBe('203.0.113.9')
  })

  it('IPv6 and IPv4-mapped addresses, from the socket and in the header', () => {
    const v6 = parseTrustProxy('fd00::/8, 10.0.0.0/8')
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d; trust and the key see IPv4.
    expect(clientAddressOf('::ffff:10.0.0.2', '203.0.113.9', v6)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:198.51.100.4', '203.0.113.9', v6)).toBe('198.51.100.4')
    expect(clientAddressOf('fd00::5', '2001:DB8:0:0::1', v6)).toBe('2001:db8::1')
    expect(clientAddressOf('fd00::5', '::ffff:203.0.113.9', v6)).toBe('203.0.113.9')
    expect(clientAddressOf('fd00::5', '[2001:db8::1]:4711', v6)).toBe('2001:db8::1')
    expect(clientAddressOf('10.0.0.2', '203.0.113.9:4711', v6)).toBe('203.0.113.9')
    expect(clientAddressOf('2001:db8::77', '203.0.113.9', v6)).toBe('2001:db8::77')
  })

  it('a malformed header where it must be read falls back to the socket address', () => {
    for (const header of ['nonsense', '203.0.113.9, ', '203.0.113.9,,', '999.1.1.1', '', ' ']) {
      expect(clientAddressOf('10.0.0.2', header, proxies)).toBe('10.0.0.2')
    }
    // Junk the visitor wrote, left of a good entry, is never reached.
    expect(clientAddressOf('10.0.0.2', 'junk, 203.0.113.9', one)).toBe('203.0.113.9')
  })

  it('canonical forms: one visitor, one key', () => {
    expect(canonicalAddress('::FFFF:7F00:1')).toBe('127.0.0.1')
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(canonicalAddress('2001:0db8:0000::0001')).toBe('2001:db8::1')
    expect(canonicalAddress('01.2.3.4')).toBeUndefined()
    expect(canonicalAddress('example.org')).toBeUndefined()
  })
})

describe('one visitor for limits and read counts (visitorKey)', () => {
  it('is an IPv4 address as it is', () => {
    expect(visitorKey('203.0.113.9')).toBe('203.0.113.9')
    expect(visitorKey('203.0.113.10')).toBe('203.0.113.10')
  })

  it('is an IPv6 address’s /64: two addresses in one /64 have the same key', () => {
    expect(visitorKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:DB8:1:2:0:0:0:7')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(visitorKey('2001:db8:1:2::1'))
    expect(visitorKey('2001:db8::1')).toBe('2001:db8::/64')
    expect(visitorKey('fe80::1%eth0')).toBe('fe80::/64')
    expect(visitorKey('::1')).toBe('::/64')
  })

  it('is the IPv4 address an IPv4-mapped or NAT64 address carries', () => {
    expect(visitorKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(visitorKey('::FFFF:c000:0201')).toBe('192.0.2.1')
    expect(visitorKey('64:ff9b::198.51.100.7')).toBe('198.51.100.7')
  })

  it('keeps what is not an address as it is', () => {
    expect(visitorKey('unknown')).toBe('unknown')
    expect(visitorKey('')).toBe('')
  })
})

describe(`the service behind a proxy on ${databaseKind}`, () => {
  /** A request as @hono/node-server hands it over: the peer's address on the socket. */
  const from = (peer: string, forwardedFor?: string) =>
    [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', country: 'GB' }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    ] as const
  const app = (trustProxy = parseTrustProxy('10.0.0.0/8')) =>
    createApp({
      db: server.db,
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 2 },
      trustProxy,
    })
  const statuses = async (service: ReturnType<typeof app>, peer: string, xff?: string) => {
    const result: number[] = []
    for (let i = 0; i < 3; i++) {
      result.push((await service.request('/api/waitlist', ...from(peer, xff))).status)
    }
    return result
  }

  it('limits each visitor behind a trusted proxy on their own', async () => {
    await server.db.exec('truncate rate_limits')
    const service = app()
    expect(await statuses(service, '10.0.0.2', '203.0.113.1')).toEqual([200, 200, 429])
    expect(await statuses(service, '10.0.0.2', '203.0.113.2')).toEqual([200, 200, 429])
    // The same visitor through another proxy instance of the pool: the same count.
    expect(await statuses(service, '10.0.0.3', '203.0.113.1')).toEqual([429, 429, 429])
  })

  it('limits an IPv6 client by its /64, so that rotating addresses in it gains nothing', async () => {
    await server.db.exec('truncate rate_limits')
    const service = app(trustNoProxy)
    expect(await statuses(service, '2001:db8:5:6::1')).toEqual([200, 200, 429])
    expect(await statuses(service, '2001:db8:5:6:dead:beef:0:2')).toEqual([429, 429, 429])
    // The next /64 is someone else; an IPv4 client over a dual-stack socket is its IPv4 address.
    expect(await statuses(service, '2001:db8:5:7::1')).toEqual([200, 200, 429])
    expect(await statuses(service, '::ffff:198.51.100.20')).toEqual([200, 200, 429])
    expect(await statuses(service, '198.51.100.20')).toEqual([429, 429, 429])
    const keys = await server.db.query<{ key: string }>('select key from rate_limits order by key')
    expect(keys.map((row) => row.key)).toEqual([
      '198.51.100.20',
      '2001:db8:5:6::/64',
      '2001:db8:5:7::/64',
    ])
  })

  it('without trust, everyone behind the proxy shares its address, whatever they claim', async () => {
    await server.db.exec('truncate rate_limits')
    const service = app(trustNoProxy)
    expect(await statuses(service, '10.0.0.2', '203.0.113.1')).toEqual([200, 200, 429])
    expect(await statuses(service, '10.0.0.2', '203.0.113.2')).toEqual([429, 429, 429])
    const keys = await server.db.query<{ key: string }>('select key from rate_limits')
    expect(keys).toEqual([{ key: '10.0.0.2' }])
  })

  it('counts in the database, so a second app on it (another process) sees the same count', async () => {
    await server.db.exec('truncate rate_limits')
    expect((await app().request('/api/waitlist', ...from('10.0.0.2', '203.0.113.5'))).status).toBe(
      200,
    )
    expect((await app().request('/api/waitlist', ...from('10.0.0.2', '203.0.113.5'))).status).toBe(
      200,
    )
    expect((await app().request('/api/waitlist', ...from('10.0.0.2', '203.0.113.5'))).status).toBe(
      429,
    )
  })
})

describe(`the rate limit store on ${databaseKind}`, () => {
  const store = (windowMs: number) => {
    const made = databaseStore(server.db)
    made.init?.({ windowMs } as Parameters<NonNullable<typeof made.init>>[0])
    return made
  }

  it('counts hits in a window that starts with the first, then starts a new one', async () => {
    const short = store(300)
    const first = await short.increment('window-test')
    expect(first.totalHits).toBe(1)
    expect(first.resetTime!.getTime() - Date.now()).toBeLessThanOrEqual(1000)
    expect((await short.increment('window-test')).totalHits).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await short.increment('window-test')).totalHits).toBe(1)
  })

  it('decrement, resetKey; expired rows are deleted as it goes', async () => {
    const s = store(60_000)
    await s.increment('reset-test')
    await s.increment('reset-test')
    await s.decrement('reset-test')
    expect((await s.increment('reset-test')).totalHits).toBe(2)
    await s.resetKey('reset-test')
    expect((await s.increment('reset-test')).totalHits).toBe(1)

    await server.db.query(
      `insert into rate_limits (key, hits, reset_at) values ('old', 5, now() - interval '1 hour')`,
    )
    // A fresh store prunes on its first hit.
    await store(60_000).increment('prune-test')
    expect(await server.db.query(`select key from rate_limits where key = 'old'`)).toEqual([])
  })

  it('counts every one of many concurrent hits', async () => {
    const s = store(60_000)
    const results = await Promise.all(Array.from({ length: 40 }, () => s.increment('busy')))
    expect(results.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })
})

describe(`health on ${databaseKind}`, () => {
  // A working database gets the real 2 s; the broken ones are given up on sooner.
  const service = (database: Db) =>
    createApp({
      db: database,
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 10 },
      ...(database === server.db ? {} : { readyTimeoutMs: 300 }),
    })
  const down: Db = {
    ...({} as Db),
    kind: 'postgres',
    query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  }
  const hanging: Db = { ...down, query: () => new Promise(() => {}) }
  const answer = async (response: Response) => ({
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  })

  it('live and ready answer 200 with a reachable database; /api/health is ready', async () => {
    const kind = server.db.kind
    for (const path of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const expected = path.endsWith('live') ? { status: 'ok' } : { status: 'ok', database: kind }
      expect(await answer(await service(server.db).request(path))).toEqual({
        status: 200,
        cache: 'no-store',
        body: expected,
      })
    }
  })

  it('without the database: live is 200, ready and /api/health a clear 503', async () => {
    const errors: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    // Down answers at once; hanging is answered when the check gives up waiting.
    for (const [broken, paths] of [
      [down, ['/api/health/ready', '/api/health']],
      [hanging, ['/api/health/ready']],
    ] as const) {
      expect((await service(broken).request('/api/health/live')).status).toBe(200)
      for (const path of paths) {
        expect(await answer(await service(broken).request(path))).toEqual({
          status: 503,
          cache: 'no-store',
          body: {
            status: 'unavailable',
            database: 'postgres',
            message: 'The database is not reachable',
          },
        })
      }
    }
    spy.mockRestore()
    expect(String(errors[0])).toContain('Not ready: the database is not reachable')
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on one PostgreSQL', () => {
  it('processes migrating at the same moment apply each file once, without errors', async () => {
    const base = process.env.TEST_DATABASE_URL!
    const schema = await postgresSchema(base)
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => openPostgres(base, schema.schema)))
    try {
      const applied = await Promise.all([a!, b!, c!].map((one) => migrate(one)))
      expect(applied.flat().sort()).toEqual(applied.find((list) => list.length)!.sort())
      expect(applied.filter((list) => list.length === 0)).toHaveLength(2)
    } finally {
      await Promise.all([a!, b!, c!].map((one) => one.close()))
      await schema.drop()
    }
  })
})
