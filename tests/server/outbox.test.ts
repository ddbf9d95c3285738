// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db'
import { databaseKind, openTestDb, testApp } from './harness'

let db: Db
let dispose: () => Promise<void>
let api: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  ;({ db, dispose } = await openTestDb())
  api = await testApp(db)
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
    const outbox = await (await api.get('/api/outbox')).json()
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
    const outbox = await (await api.get('/api/outbox')).json()
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

  it('the outbox can be put behind a read token', async () => {
    const guarded = await testApp(db, { outboxReadToken: 'secret' })
    expect((await guarded.get('/api/outbox')).status).toBe(401)
    expect((await guarded.get('/api/outbox', { authorization: 'Bearer secret' })).status).toBe(200)
  })
})
