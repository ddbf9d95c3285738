// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { enquiryFormData, enquiryParams, generalContact } from './enquiry-fixture'
import { databaseKind, serverForFile, testApp } from './harness'

const readToken = 'outbox-test-token-0123456789'
const withToken = { authorization: `Bearer ${readToken}` }

const server = serverForFile({ options: { outboxReadToken: readToken } })

const message = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: 'template_generalContact',
  template_params: generalContact({
    name: 'Ada',
    email: 'ada@example.org',
    message: 'Hello <b>there</b>',
  }),
}

describe(`EmailJS-compatible outbox on ${databaseKind}`, () => {
  it('POST /api/v1.0/email/send answers 200 OK and keeps the message, which can be read back', async () => {
    const response = await server.api.postJson('/api/v1.0/email/send', message)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const outbox = await (await server.api.get('/api/outbox', withToken)).json()
    expect(outbox.data[0]).toMatchObject({
      transport: 'json',
      serviceId: 'service_local',
      templateId: 'template_generalContact',
      templateParams: message.template_params,
    })
  })

  it.each(['user_id', 'service_id', 'template_id'])(
    'a missing %s is a 400 that says which',
    async (field) => {
      const response = await server.api.postJson('/api/v1.0/email/send', {
        ...message,
        [field]: undefined,
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(`The ${field} parameter is required`)
    },
  )

  it('template_params must be an object', async () => {
    const response = await server.api.postJson('/api/v1.0/email/send', {
      ...message,
      template_params: 'hi',
    })
    expect(response.status).toBe(400)
  })

  it('a message nested deeper than 32 levels is a 400, not a 500 (found by fuzzing)', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`
    const body = (depth: number) =>
      `{"user_id":"k","service_id":"service_local","template_id":"template_generalContact","template_params":${JSON.stringify(
        enquiryParams,
      ).replace(/}$/, `,"a":${nested(depth)}}`)}}`
    // 10 kB: under the body limit, and deep enough that JSON.stringify ran out of stack.
    const deep = await server.api.postJson('/api/v1.0/email/send', body(5000))
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({
      message: 'The message is nested too deeply (at most 32 levels)',
    })
    expect((await server.api.postJson('/api/v1.0/email/send', body(30))).status).toBe(200)
  })

  it('POST /api/v1.0/email/send-form takes multipart form data', async () => {
    const form = enquiryFormData()
    form.set('lib_version', '4.4.1')
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const outbox = await (await server.api.get('/api/outbox', withToken)).json()
    expect(outbox.data[0]).toMatchObject({
      transport: 'form',
      templateId: 'template_generalContact',
      templateParams: enquiryParams,
    })
  })

  it('send-form without its ids is a 400 that says which', async () => {
    const form = new FormData()
    form.set('user_id', 'public-key')
    form.set('service_id', 'service_local')
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The template_id parameter is required')
  })
})

describe(`the outbox checks an enquiry with its form's definition, on ${databaseKind}`, () => {
  /** A school contact enquiry as the site sends it (src/enquiry/send-form.ts). */
  const schoolContact = (fields: Record<string, string> = {}) => {
    const values = {
      schoolName: 'Riverside High School',
      personName: 'Ada Lovelace',
      designation: 'Head of Science',
      country: 'GB',
      state: '',
      phone: '0123456789',
      email: 'ada@example.org',
      website: '',
      message: 'We would like a demonstration for our grade 7 classes.',
      ...fields,
    }
    return {
      ...message,
      template_id: 'template_schoolContact',
      template_params: {
        schoolName: values.schoolName,
        personName: values.personName,
        email: values.email,
        message: [
          `Phone: ${values.phone}`,
          `Email: ${values.email}`,
          `Message: ${values.message}`,
          `Website: ${values.website}`,
          `Designation: ${values.designation}`,
          `Country: ${values.country}`,
          `State: ${values.state}`,
          '',
          'Language: English (en)',
        ].join('\n'),
        locale: 'en',
        form: 'schoolContact',
        ...Object.fromEntries(
          Object.entries(values).map(([key, value]) => [`field_${key}`, value]),
        ),
      },
    }
  }
  const stored = async () =>
    Number(
      (await server.db.query<{ n: number }>('select count(*) as n from outbox_messages'))[0]!.n,
    )

  it('a valid school contact enquiry is stored as it was sent', async () => {
    const before = await stored()
    const body = schoolContact()
    expect((await server.api.postJson('/api/v1.0/email/send', body)).status).toBe(200)
    expect(await stored()).toBe(before + 1)
    const outbox = await (await server.api.get('/api/outbox', withToken)).json()
    expect(outbox.data[0].templateParams).toEqual(body.template_params)
  })

  it('an invalid one is a 422 with each field’s error, in the request’s language, and is not stored', async () => {
    const before = await stored()
    const body = schoolContact({
      personName: 'A'.repeat(101),
      email: 'ada@example',
      country: 'XX',
      message: 'Too short',
      designation: ' ',
    })
    const response = await server.api.postJson('/api/v1.0/email/send', body)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Person Name must be at most 100 characters',
      errors: {
        personName: 'Person Name must be at most 100 characters',
        designation: 'Designation is required',
        country: 'Country is invalid',
        email: 'Email is invalid',
        message: 'Message is invalid',
      },
    })
    const spanish = await server.api.postJson('/api/v1.0/email/send', {
      ...body,
      template_params: { ...body.template_params, locale: 'es' },
    })
    expect(spanish.status).toBe(422)
    expect((await spanish.json()).errors.personName).toBe(
      'El campo «Nombre de la persona de contacto» admite como máximo 100 caracteres',
    )
    expect(await stored()).toBe(before)
  })

  it.each([
    ['no form name', { form: undefined }],
    ['an unknown form name', { form: 'schoolContactt' }],
    ['a form that is not sent by e-mail', { form: 'waitlist' }],
    ['a form name that is not text', { form: ['schoolContact'] }],
  ])('a message with %s is a 422 and is not stored', async (_, change) => {
    const before = await stored()
    const body = schoolContact()
    const response = await server.api.postJson('/api/v1.0/email/send', {
      ...body,
      template_params: { ...body.template_params, ...change },
    })
    expect(response.status).toBe(422)
    const message = 'The message names no form of this site'
    expect(await response.json()).toEqual({ message, errors: { form: message } })
    expect(await stored()).toBe(before)
  })

  it('a field its form does not have, or one that is not text, is a 422', async () => {
    const body = schoolContact()
    const response = await server.api.postJson('/api/v1.0/email/send', {
      ...body,
      template_params: { ...body.template_params, field_fname: 'Ada', field_state: 7 },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      field_fname: 'Unknown field: field_fname',
      state: 'State must be text',
    })
  })

  it('the multipart endpoint checks the same way', async () => {
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: enquiryFormData({ ...enquiryParams, field_email: 'a'.repeat(250) + '@b.org' }),
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      email: 'Email must be at most 254 characters',
    })
  })
})

describe(`reading the outbox on ${databaseKind}`, () => {
  const json = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  })

  it('is closed when no read token is configured: a JSON 404, whatever is sent', async () => {
    await server.api.postJson('/api/v1.0/email/send', message)
    const closed = await testApp(server.db)
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
    const response = await server.api.get('/api/outbox', headers)
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
    const response = await server.api.get('/api/outbox', withToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).data.length).toBeGreaterThan(0)
    // The scheme's case does not matter (RFC 9110).
    expect(
      (await server.api.get('/api/outbox', { authorization: `bearer ${readToken}` })).status,
    ).toBe(200)
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
