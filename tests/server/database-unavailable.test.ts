// @vitest-environment node
import { createServer, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isDatabaseUnavailable, openPostgres, type Db } from '../../server/db'
import { unavailableMessage } from '../../server/http'
import { openTestDb, testApp } from './harness'

/**
 * A database that cannot be reached is a 503 that says to try again, not a 500 and not a hang
 * (the drill `npm run drill -- outage` shows it against a real PostgreSQL).
 * No PostgreSQL is needed here: the errors are pg's own, from ports where no server answers.
 */

/** A TCP port that accepts connections and never says a word: a database that hangs. */
let silent: Server
let silentPort = 0
const sockets: Socket[] = []
beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentPort = (silent.address() as { port: number }).port
})
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy())
  await new Promise((resolve) => silent.close(resolve))
})

/** A port where nothing listens: connection refused. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const pgError = (code: string, message = 'x') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code })

/** A database whose every query fails with `error`. */
const failingDb = (error: unknown): Db => ({
  kind: 'postgres',
  query: async () => {
    throw error
  },
  exec: async () => {
    throw error
  },
  transaction: async () => {
    throw error
  },
  close: async () => {},
})

describe('which errors mean the database is unavailable', () => {
  it('connection refused, from a real pg client', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'x' })
    const error = await client.connect().catch((e: unknown) => e)
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('the server shutting down, crashed, starting up, or out of connections; a statement timeout', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '57014', '08006', '08001'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true)
  })

  it('what pg and pg-pool say in words: connection lost, timeouts', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true)
  })

  it('through a cause, or inside an AggregateError (Node trying each address of a name)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(new Error('outer', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true)
  })

  it('not a fault of the query or of our code: those stay 500s', () => {
    expect(isDatabaseUnavailable(pgError('42601', 'syntax error'))).toBe(false)
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})

describe('the service while the database is unavailable', () => {
  it('answers 503 with a JSON message and Retry-After, for reads and for forms', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = await testApp(failingDb(pgError('57P01', 'terminating connection')))
    const read = await api.get('/api/blog')
    expect(read.status).toBe(503)
    expect(read.headers.get('retry-after')).toBe('60')
    expect(await read.json()).toEqual({ message: unavailableMessage })
    const write = await api.postJson('/api/waitlist', {
      name: 'Ada',
      email: 'ada@example.org',
      country: 'GB',
    })
    expect(write.status).toBe(503)
    expect(await write.json()).toEqual({ message: unavailableMessage })
  })

  it('still answers 500 for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = await testApp(failingDb(new TypeError('x is undefined')))
    const answer = await api.get('/api/blog')
    expect(answer.status).toBe(500)
  })

  it('a PostgreSQL that refuses connections: 503 at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const db = await openPostgres(`postgres://x@127.0.0.1:${await closedPort()}/x`)
    try {
      const api = await testApp(db)
      const started = Date.now()
      const answer = await api.postJson('/api/blog/subscribe', {
        name: 'Ada',
        email: 'ada@example.org',
        acknowledge: true,
      })
      expect(answer.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await db.close()
    }
  })

  it('a PostgreSQL that accepts but never answers: 503 after the 5 s connection timeout, not a hang', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const db = await openPostgres(`postgres://x@127.0.0.1:${silentPort}/x`)
    try {
      const api = await testApp(db)
      const started = Date.now()
      // A request that needs the database (the readiness check has its own, shorter, 2 s limit).
      const answer = await api.get('/api/blog')
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({ message: unavailableMessage })
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900)
      expect(Date.now() - started).toBeLessThan(8000)
    } finally {
      await db.close()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('the timeouts on a real PostgreSQL', () => {
  it('a request’s statement is cancelled after 5 s on the server', async () => {
    const { db, dispose } = await openTestDb()
    try {
      expect(await db.query('show statement_timeout')).toEqual([{ statement_timeout: '5s' }])
    } finally {
      await dispose()
    }
  })
})
