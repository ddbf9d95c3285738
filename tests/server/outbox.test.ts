// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import type { Db } from '../../server/db'
import { databaseKind, openTestDb, testApp } from './harness'

let db: Db
let dispose: () => Promise<void>
let api: Awaited<ReturnType<typeof testApp>>

const readToken = 'outbox-test-token-0123456789'
const withToken = { authorization: `Bearer ${readToken}` }

beforeAll(async () => {
  ;({ db, dispose } = await openTestDb())
  api = await testApp(db, { outboxReadToken: readToken })
})
afterAll(() => dispose())

const message = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: 'template_contact',
  template_params: { name: 'Ada', email: 'ada@example.org', message: 'Hello <b>there</b>' },
}

describe(`EmailJS-compatible outbox on ${databaseKind}`, () => {
  it('POST /api/v1.0/email/send answers 200 OK and keeps the message, which can be read back', async () => {
    const response = await api.postJson('/api/v1.0/email/send', message)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const outbox = await (await api.get('/api/outbox', withToken)).json()
    expect(outbox.data[0]).toMatchObject({
      transport: 'json',
      serviceId: 'service_local',
      templateId: 'template_contact',
      templateParams: message.template_params,
    })
  })

  it.each(['user_id', 'service_id', 'template_id'])(
    'a missing %s is a 400 that says which',
    async (field) => {
      const response = await api.postJson('/api/v1.0/email/send', {
        ...message,
        [field]: undefined,
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(`The ${field} parameter is required`)
    },
  )

  it('template_params must be an object', async () => {
    const response = await api.postJson('/api/v1.0/email/send', {
      ...message,
      template_params: 'hi',
    })
    expect(response.status).toBe(400)
  })

  it('a message nested deeper than 32 levels is a 400, not a 500 (found by fuzzing)', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`
    const body = (depth: number) =>
      `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"a":${nested(depth)}}}`
    // 10 kB: under the body limit, and deep enough that JSON.stringify ran out of stack.
    const deep = await api.postJson('/api/v1.0/email/send', body(5000))
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({
      message: 'The message is nested too deeply (at most 32 levels)',
    })
    expect((await api.postJson('/api/v1.0/email/send', body(30))).status).toBe(200)
  })

  it('POST /api/v1.0/email/send-form takes multipart form data', async () => {
    const form = new FormData()
    form.set('lib_version', '4.4.1')
    form.set('user_id', 'public-key')
    form.set('service_id', 'service_local')
    form.set('template_id', 'template_form')
    form.set('name', 'Grace')
    form.set('message', 'From a form')
    const response = await api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const outbox = await (await api.get('/api/outbox', withToken)).json()
    expect(outbox.data[0]).toMatchObject({
      transport: 'form',
      templateId: 'template_form',
      templateParams: { name: 'Grace', message: 'From a form' },
    })
  })

  it('send-form without its ids is a 400 that says which', async () => {
    const form = new FormData()
    form.set('user_id', 'public-key')
    form.set('service_id', 'service_local')
    const response = await api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The template_id parameter is required')
  })
})

describe(`reading the outbox on ${databaseKind}`, () => {
  const json = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  })

  it('is closed when no read token is configured: a JSON 404, whatever is sent', async () => {
    await api.postJson('/api/v1.0/email/send', message)
    const closed = await testApp(db)
    for (const headers of [{}, withToken, { authorization: 'Bearer ' }]) {
      expect(await json(await closed.get('/api/outbox', headers))).toEqual({
        status: 404,
        type: 'application/json; charset=utf-8',
        body: {
          message: 'The outbox is closed: the service has no OUTBOX_READ_TOKEN to read it with',
        },
      })
    }
  })

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer outbox-test-token-0123456780' }],
    ['the token with more after it', { authorization: `Bearer ${readToken}x` }],
    ['a prefix of the token', { authorization: `Bearer ${readToken.slice(0, -1)}` }],
    ['the token alone', { authorization: readToken }],
    ['another scheme', { authorization: `Basic ${readToken}` }],
  ])('with a token configured, %s is a JSON 401 and shows nothing', async (_, headers) => {
    const response = await api.get('/api/outbox', headers)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="outbox"')
    expect(await json(response)).toEqual({
      status: 401,
      type: 'application/json; charset=utf-8',
      body: {
        message: 'The outbox needs its read token: Authorization: Bearer <OUTBOX_READ_TOKEN>',
      },
    })
  })

  it('with the token, it answers 200 with the messages, never cached', async () => {
    const response = await api.get('/api/outbox', withToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).data.length).toBeGreaterThan(0)
    // The scheme's case does not matter (RFC 9110).
    expect((await api.get('/api/outbox', { authorization: `bearer ${readToken}` })).status).toBe(
      200,
    )
  })

  it('the service reads the token from OUTBOX_READ_TOKEN; empty is none, short is refused', () => {
    expect(readConfig({ OUTBOX_READ_TOKEN: readToken }).OUTBOX_READ_TOKEN).toBe(readToken)
    expect(readConfig({ OUTBOX_READ_TOKEN: '' }).OUTBOX_READ_TOKEN).toBe('')
    expect(readConfig({}).OUTBOX_READ_TOKEN).toBeUndefined()
    expect(() => readConfig({ OUTBOX_READ_TOKEN: 'secret' })).toThrow(
      'OUTBOX_READ_TOKEN must be at least 16 characters, without spaces',
    )
  })
})
