// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { databaseKind, serverForFile, testApp } from './harness'

// One database for the file, emptied before each test, the rate limiter's counts included.
const server = serverForFile({
  emptyBeforeEach: ['waitlist_entries', 'blog_subscribers', 'rate_limits'],
})

const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
})
const count = async (table: string) =>
  Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n)

describe(`POST /api/waitlist on ${databaseKind}`, () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.org', country: 'GB' }

  it('keeps a valid entry and answers with the waitlist success message', async () => {
    expect(await json(await server.api.postJson('/api/waitlist', valid))).toEqual({
      status: 200,
      body: { message: 'Thank you for joining the waitlist!' },
    })
    const rows = await server.db.query('select name, email, country from waitlist_entries')
    expect(rows).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.org', country: 'GB' }])
  })

  it('keeps the same e-mail once, in any case, and answers success both times', async () => {
    await server.api.postJson('/api/waitlist', valid)
    const again = await json(
      await server.api.postJson('/api/waitlist', { ...valid, email: ' ADA@Example.org ' }),
    )
    expect(again.status).toBe(200)
    expect(await count('waitlist_entries')).toBe(1)
  })

  it.each([
    [{ ...valid, name: '   ' }, 'Name is required', 'name'],
    [{ ...valid, email: 'ada@example' }, 'Email is invalid', 'email'],
    [{ ...valid, email: 'ada lovelace@example.org' }, 'Email is invalid', 'email'],
    [{ ...valid, email: '' }, 'Email is required', 'email'],
    [{ ...valid, country: '' }, 'Country is required', 'country'],
    [{ ...valid, country: 'XX' }, 'Country is invalid', 'country'],
    [{ ...valid, country: 'GBR' }, 'Country is invalid', 'country'],
    [{ ...valid, name: 'a'.repeat(101) }, 'Name must be at most 100 characters', 'name'],
    [{ ...valid, name: 42 }, 'Name must be text', 'name'],
    [{ name: 'Ada', email: 'ada@example.org' }, 'Country is required', 'country'],
  ])('rejects %j with "%s"', async (body, message, field) => {
    const response = await json(await server.api.postJson('/api/waitlist', body))
    expect(response).toEqual({ status: 400, body: { message, errors: { [field]: message } } })
    expect(await count('waitlist_entries')).toBe(0)
  })

  it('accepts a lower-case country code and stores it upper-case', async () => {
    await server.api.postJson('/api/waitlist', { ...valid, country: 'de' })
    expect(await server.db.query('select country from waitlist_entries')).toEqual([
      { country: 'DE' },
    ])
  })

  it('stores SQL-looking and HTML text as plain text', async () => {
    const name = "Robert'); DROP TABLE waitlist_entries;-- <img src=x onerror=alert(1)>"
    expect((await server.api.postJson('/api/waitlist', { ...valid, name })).status).toBe(200)
    expect(await server.db.query('select name from waitlist_entries')).toEqual([{ name }])
  })
})

describe(`POST /api/blog/subscribe on ${databaseKind}`, () => {
  const valid = { name: 'Grace', email: 'grace@example.org', acknowledge: true }

  it('keeps a subscriber once and answers Subscribed successfully', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await json(await server.api.postJson('/api/blog/subscribe', valid))).toEqual({
        status: 200,
        body: { message: 'Subscribed successfully' },
      })
    }
    expect(await count('blog_subscribers')).toBe(1)
  })

  it.each([
    [{ ...valid, acknowledge: false }, 'Please acknowledge', 'acknowledge'],
    [{ ...valid, acknowledge: 'true' }, 'Please acknowledge', 'acknowledge'],
    [{ name: 'Grace', email: 'grace@example.org' }, 'Please acknowledge', 'acknowledge'],
    [{ ...valid, name: '' }, 'Name is required', 'name'],
    [{ ...valid, email: 'grace' }, 'Email is invalid', 'email'],
  ])('rejects %j with "%s"', async (body, message, field) => {
    expect(await json(await server.api.postJson('/api/blog/subscribe', body))).toEqual({
      status: 400,
      body: { message, errors: { [field]: message } },
    })
    expect(await count('blog_subscribers')).toBe(0)
  })
})

describe('bad input never crashes the service nor loses what is stored', () => {
  const valid = { name: 'Ada', email: 'ada@example.org', country: 'GB' }

  it('malformed JSON', async () => {
    expect(await json(await server.api.postJson('/api/waitlist', '{"name": "Ada",'))).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON' },
    })
  })

  it('a body that is not an object', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const response = await json(await server.api.postJson('/api/waitlist', body))
      expect(response.status).toBe(400)
      expect(response.body.message).toBe('The request body must be a JSON object')
    }
  })

  it('a wrong content type', async () => {
    const response = await server.api.app.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(valid),
    })
    expect(await json(response)).toEqual({
      status: 415,
      body: { message: 'Send the body as JSON, with Content-Type: application/json' },
    })
  })

  it('unknown fields', async () => {
    expect(
      await json(await server.api.postJson('/api/waitlist', { ...valid, isAdmin: true })),
    ).toEqual({
      status: 400,
      body: { message: 'Unknown field: isAdmin', errors: { isAdmin: 'Unknown field: isAdmin' } },
    })
  })

  it('an oversized body', async () => {
    const response = await server.api.postJson('/api/waitlist', {
      ...valid,
      name: 'x'.repeat(20_000),
    })
    expect(await json(response)).toEqual({
      status: 413,
      body: { message: 'The request body is too large (at most 16 kB)' },
    })
  })

  it('a filled honeypot', async () => {
    expect(
      await json(await server.api.postJson('/api/waitlist', { ...valid, fax_number: '555' })),
    ).toEqual({
      status: 400,
      body: { message: 'Submission rejected' },
    })
    expect(await count('waitlist_entries')).toBe(0)
  })

  it('an empty honeypot is fine', async () => {
    expect((await server.api.postJson('/api/waitlist', { ...valid, fax_number: '' })).status).toBe(
      200,
    )
  })

  it('none of it touched the entries already stored', async () => {
    await server.api.postJson('/api/waitlist', valid)
    await server.api.postJson('/api/waitlist', '{oops')
    await server.api.postJson('/api/waitlist', { ...valid, email: 'bad' })
    await server.api.postJson('/api/waitlist', { ...valid, name: 'x'.repeat(20_000) })
    expect(await server.db.query('select email from waitlist_entries')).toEqual([
      { email: 'ada@example.org' },
    ])
  })
})

describe('who may send', () => {
  const valid = { name: 'Ada', email: 'ada@example.org', country: 'GB' }

  it('rate-limits POSTs per client address, and says so in JSON', async () => {
    const limited = await testApp(server.db, { rateLimit: { windowMs: 60_000, limit: 3 } })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await limited.postJson(
            '/api/waitlist',
            { ...valid, email: `a${i}@example.org` },
            { 'x-test-client': '10.0.0.1' },
          )
        ).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const blocked = await json(
      await limited.postJson('/api/waitlist', valid, { 'x-test-client': '10.0.0.1' }),
    )
    expect(blocked.body.message).toMatch(/Too many requests/)
    // Another address is not affected, and reads are never limited.
    expect(
      (await limited.postJson('/api/waitlist', valid, { 'x-test-client': '10.0.0.2' })).status,
    ).toBe(200)
    expect((await limited.get('/api/blog', { 'x-test-client': '10.0.0.1' })).status).toBe(200)
  })

  it('allows the configured origins only', async () => {
    const allowed = await server.api.app.request('/api/blog', {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const foreign = await server.api.app.request('/api/blog', {
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await server.api.app.request('/api/waitlist', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('refuses writes from a page of a foreign origin', async () => {
    const response = await server.api.postJson('/api/waitlist', valid, {
      origin: 'https://evil.example',
    })
    expect(await json(response)).toEqual({
      status: 403,
      body: { message: 'This origin may not send to the API' },
    })
    expect(await count('waitlist_entries')).toBe(0)
  })
})
