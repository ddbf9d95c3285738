// @vitest-environment node
// What the privacy page says the service keeps, and for how long (content/facts.ts, `retention`):
// server/retention.ts deletes the rest, and the page states the same figures.
import { describe, expect, it, vi } from 'vitest'
import { retention } from '../../content/facts'
import { page as privacy } from '../../content/pages/privacy'
import {
  deleteExpired,
  idempotencyKeyDays,
  keepRetention,
  retentionInterval,
} from '../../server/retention'
import { databaseKind, serverForFile } from './harness'

const server = serverForFile({
  emptyBeforeEach: ['outbox_messages', 'waitlist_entries', 'rate_limits', 'idempotency_keys'],
})

const now = new Date('2026-11-24T12:00:00Z')
/** `months` calendar months before `now`, give or take `seconds`. */
const monthsAgo = (months: number, seconds = 0) => {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() - months)
  return new Date(at.getTime() + seconds * 1000).toISOString()
}

async function addMessage(receivedAt: string, name: string) {
  await server.db.query(
    `insert into outbox_messages (transport, user_id, service_id, template_id, template_params, received_at)
     values ('json', 'key', 'service', 'template', $1, $2)`,
    [JSON.stringify({ name }), receivedAt],
  )
}
async function addEntry(createdAt: string, email: string) {
  await server.db.query(
    `insert into waitlist_entries (name, email, email_normalized, country, created_at)
     values ('Ada', $1, $1, 'GB', $2)`,
    [email, createdAt],
  )
}
const names = async () =>
  (
    await server.db.query<{ name: string }>(
      `select template_params->>'name' as name from outbox_messages order by 1`,
    )
  ).map((row) => row.name)
const emails = async () =>
  (await server.db.query<{ email: string }>('select email from waitlist_entries order by 1')).map(
    (row) => row.email,
  )

describe(`what the service keeps, on ${databaseKind}`, () => {
  it(`deletes outbox messages older than ${retention.emailMonths} months, and keeps the rest`, async () => {
    await addMessage(monthsAgo(retention.emailMonths, -60), 'just over')
    await addMessage(monthsAgo(retention.emailMonths, 60), 'just under')
    await addMessage(monthsAgo(1), 'last month')
    const deleted = await deleteExpired(server.db, now)
    expect(deleted.outbox).toBe(1)
    expect(await names()).toEqual(['just under', 'last month'])
  })

  it(`deletes waitlist entries older than ${retention.waitlistMonths} months, and keeps the rest`, async () => {
    await addEntry(monthsAgo(retention.waitlistMonths, -60), 'old@example.org')
    await addEntry(monthsAgo(retention.waitlistMonths, 60), 'recent@example.org')
    await addEntry(monthsAgo(retention.emailMonths + 1), 'year@example.org')
    const deleted = await deleteExpired(server.db, now)
    expect(deleted.waitlist).toBe(1)
    expect(await emails()).toEqual(['recent@example.org', 'year@example.org'])
  })

  it(`deletes idempotency keys older than ${idempotencyKeyDays} days, and keeps the rest`, async () => {
    await server.db.query(
      `insert into idempotency_keys (scope, key, fingerprint, status, body, created_at) values
       ('/api/waitlist', 'old-key-0001', 'f', 200, '{}', $1),
       ('/api/waitlist', 'new-key-0001', 'f', 200, '{}', $2)`,
      [
        new Date(now.getTime() - (idempotencyKeyDays * 24 + 1) * 3_600_000).toISOString(),
        new Date(now.getTime() - (idempotencyKeyDays * 24 - 1) * 3_600_000).toISOString(),
      ],
    )
    expect((await deleteExpired(server.db, now)).idempotencyKeys).toBe(1)
    expect(await server.db.query('select key from idempotency_keys')).toEqual([
      { key: 'new-key-0001' },
    ])
  })

  it('deletes request counts whose window has ended, by the database’s clock', async () => {
    await server.db.query(
      `insert into rate_limits (key, hits, reset_at) values
       ('ended', 3, now() - interval '1 second'), ('running', 2, now() + interval '1 minute')`,
    )
    expect((await deleteExpired(server.db)).rateLimits).toBe(1)
    const keys = await server.db.query<{ key: string }>('select key from rate_limits')
    expect(keys.map((row) => row.key)).toEqual(['running'])
  })

  it('runs at once and then once a day, says what it deleted, and stops when asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      await addMessage('2000-01-01T00:00:00Z', 'ancient')
      const log = vi.fn()
      const stop = keepRetention(server.db, log)
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1))
      expect(log.mock.calls[0]![0]).toMatch(/deleted 1 outbox messages, 0 waitlist entries/)
      await addMessage('2000-01-02T00:00:00Z', 'ancient too')
      vi.advanceTimersByTime(retentionInterval)
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2))
      stop()
      await addMessage('2000-01-03T00:00:00Z', 'after the stop')
      vi.advanceTimersByTime(retentionInterval * 2)
      expect(await names()).toEqual(['after the stop'])
      // A turn that deletes nothing says nothing.
      expect(log).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the privacy page states the periods the service keeps to', () => {
  const text = JSON.stringify(privacy)
  it.each([
    ['e-mail messages', `${retention.emailMonths} months`],
    ['the waitlist', `${retention.waitlistMonths} months`],
    ['security reports', `${new Intl.NumberFormat('en').format(retention.cspReports)} reports`],
  ])('%s: %s', (_what, phrase) => {
    expect(text).toContain(phrase)
  })
})
