// @vitest-environment node
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { onceForKey } from '../../server/idempotency'
import { databaseKind, serverForFile } from './harness'
import { enquiryFormData, enquiryParams, generalContact } from './enquiry-fixture'

const server = serverForFile({
  options: { outboxReadToken: 'idempotency-test-token-0123456789' },
  emptyBeforeEach: [
    'waitlist_entries',
    'blog_subscribers',
    'outbox_messages',
    'idempotency_keys',
    'rate_limits',
  ],
})

const count = async (table: string) =>
  Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n)

const key = (n: number) => `5b0c3f9e-8d6a-4c1b-9f2e-00000000000${n}`

const waitlist = { name: 'Ada Lovelace', email: 'ada@example.org', country: 'GB', locale: 'en' }
const subscriber = { name: 'Ada Lovelace', email: 'ada@example.org', acknowledge: true }
const mail = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: 'template_generalContact',
  template_params: enquiryParams,
}

describe(`Idempotency-Key on ${databaseKind}`, () => {
  it.each([
    ['/api/waitlist', waitlist, 'waitlist_entries', 'Thank you for joining the waitlist!'],
    ['/api/blog/subscribe', subscriber, 'blog_subscribers', 'Subscribed successfully'],
  ])(
    '%s: a repeat of a key gets the first answer and stores nothing new',
    async (path, body, table, message) => {
      const first = await server.api.postJson(path, body, { 'idempotency-key': key(1) })
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ message })
      expect(first.headers.get('idempotent-replayed')).toBeNull()

      const again = await server.api.postJson(path, body, { 'idempotency-key': key(1) })
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(again.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await again.json()).toEqual({ message })
      expect(await count(table)).toBe(1)
      expect(await count('idempotency_keys')).toBe(1)
    },
  )

  it('the outbox keeps a message sent twice with one key once, and twice without a key', async () => {
    for (let n = 0; n < 3; n++) {
      const response = await server.api.postJson('/api/v1.0/email/send', mail, {
        'idempotency-key': key(2),
      })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('OK')
    }
    expect(await count('outbox_messages')).toBe(1)
    // Without the header, nothing changes: each send is a message (EmailJS works so too).
    await server.api.postJson('/api/v1.0/email/send', mail)
    await server.api.postJson('/api/v1.0/email/send', mail)
    expect(await count('outbox_messages')).toBe(3)
  })

  it('the outbox’s multipart endpoint honours the key too', async () => {
    const send = () => {
      const form = enquiryFormData()
      return server.api.app.request('/api/v1.0/email/send-form', {
        method: 'POST',
        headers: { 'idempotency-key': key(3) },
        body: form,
      })
    }
    expect((await send()).status).toBe(200)
    const again = await send()
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('outbox_messages')).toBe(1)
  })

  it('replays the first answer word for word, in the language it was given in', async () => {
    await server.api.postJson(
      '/api/waitlist',
      { ...waitlist, locale: 'es' },
      { 'idempotency-key': key(4) },
    )
    const again = await server.api.postJson(
      '/api/waitlist',
      { ...waitlist, locale: 'es' },
      { 'idempotency-key': key(4), 'accept-language': 'ar' },
    )
    expect(again.headers.get('content-language')).toBe('es')
    expect(await again.json()).toEqual({ message: '¡Gracias por unirse a la lista de espera!' })
  })

  it('keys are per endpoint: the same key on another endpoint is another request', async () => {
    await server.api.postJson('/api/waitlist', waitlist, { 'idempotency-key': key(5) })
    await server.api.postJson('/api/blog/subscribe', subscriber, { 'idempotency-key': key(5) })
    expect(await count('waitlist_entries')).toBe(1)
    expect(await count('blog_subscribers')).toBe(1)
  })

  it('the same key with another body is another request: done, not refused', async () => {
    await server.api.postJson('/api/waitlist', waitlist, { 'idempotency-key': key(6) })
    const other = await server.api.postJson(
      '/api/waitlist',
      { ...waitlist, email: 'grace@example.org' },
      { 'idempotency-key': key(6) },
    )
    expect(other.status).toBe(200)
    expect(other.headers.get('idempotent-replayed')).toBeNull()
    expect(await count('waitlist_entries')).toBe(2)
    expect(await count('idempotency_keys')).toBe(2)
  })

  // A key is scoped to its body, not to the client's address (docs/offline-queue.md).
  const visitorAt = { 'idempotency-key': key(10), 'x-test-client': '198.51.100.7' }
  it('a client that knows a visitor’s key cannot block the visitor’s enquiry with its own', async () => {
    const intruder = await server.api.postJson(
      '/api/v1.0/email/send',
      {
        ...mail,
        template_params: generalContact({
          name: 'Mallory',
          email: 'mallory@example.org',
          message: 'Sent first, under the visitor’s key.',
        }),
      },
      { ...visitorAt, 'x-test-client': '203.0.113.9' },
    )
    expect(intruder.status).toBe(200)
    const visitor = await server.api.postJson('/api/v1.0/email/send', mail, visitorAt)
    expect(visitor.status).toBe(200)
    expect(visitor.headers.get('idempotent-replayed')).toBeNull()
    expect(await count('outbox_messages')).toBe(2)
  })

  it('the visitor’s enquiry sent again from another address (wifi, then mobile data) is kept once', async () => {
    expect((await server.api.postJson('/api/v1.0/email/send', mail, visitorAt)).status).toBe(200)
    const replay = await server.api.postJson('/api/v1.0/email/send', mail, {
      ...visitorAt,
      'x-test-client': '203.0.113.50',
    })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('outbox_messages')).toBe(1)
  })

  it.each(['short', 'a key with spaces', 'x'.repeat(129), 'key/with/slashes'])(
    'a malformed key (%j) is a 400 that stores nothing',
    async (bad) => {
      const response = await server.api.postJson('/api/waitlist', waitlist, {
        'idempotency-key': bad,
      })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/^Idempotency-Key must be 8 to 128/)
      expect(await count('waitlist_entries')).toBe(0)
    },
  )

  it('a refused request leaves its key free: the corrected request is kept', async () => {
    const refused = await server.api.postJson(
      '/api/waitlist',
      { ...waitlist, country: '' },
      { 'idempotency-key': key(7) },
    )
    expect(refused.status).toBe(400)
    expect(await count('idempotency_keys')).toBe(0)
    const kept = await server.api.postJson('/api/waitlist', waitlist, { 'idempotency-key': key(7) })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('idempotent-replayed')).toBeNull()
    expect(await count('waitlist_entries')).toBe(1)
  })

  it('two requests with one key at the same moment store once and both get the answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.api.postJson('/api/v1.0/email/send', mail, { 'idempotency-key': key(8) }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(['OK', 'OK', 'OK', 'OK'])
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(3)
    expect(await count('outbox_messages')).toBe(1)
  })

  it('a page of an allowed origin may send the header (CORS preflight)', async () => {
    const response = await server.api.app.request('/api/waitlist', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    })
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    )
  })
})

describe(`onceForKey on ${databaseKind}: what is not a success is not kept`, () => {
  function appWith(answers: (() => Promise<Response>)[]) {
    const app = new Hono()
    let call = 0
    app.post('/thing', (c) =>
      onceForKey(c, server.db, { thing: 1 }, async (query) => {
        await query.query(
          `insert into outbox_messages (transport, user_id, service_id, template_id, template_params)
           values ('json', 'u', 's', 't', '{}')`,
        )
        return answers[call++]!()
      }),
    )
    app.onError((_, c) => c.text('failed', 500))
    const post = () =>
      app.request('/thing', { method: 'POST', headers: { 'idempotency-key': key(9) } })
    return { post }
  }

  it('an answer that is not a success rolls its work back and frees the key', async () => {
    const { post } = appWith([
      async () => new Response('busy', { status: 503 }),
      async () => new Response('done', { status: 201 }),
    ])
    expect((await post()).status).toBe(503)
    expect(await count('outbox_messages')).toBe(0)
    expect(await count('idempotency_keys')).toBe(0)
    const second = await post()
    expect([second.status, await second.text()]).toEqual([201, 'done'])
    const third = await post()
    expect([third.status, await third.text()]).toEqual([201, 'done'])
    expect(third.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('outbox_messages')).toBe(1)
  })

  it('work that throws rolls back and frees the key', async () => {
    const { post } = appWith([
      async () => {
        throw new Error('boom')
      },
      async () => new Response('done'),
    ])
    expect((await post()).status).toBe(500)
    expect(await count('outbox_messages')).toBe(0)
    expect((await post()).status).toBe(200)
    expect(await count('outbox_messages')).toBe(1)
  })
})
