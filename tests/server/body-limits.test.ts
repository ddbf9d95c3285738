// @vitest-environment node
// Each limit on a request's body is what docs/product.md says, on each route that reads one:
// form data up to 64 kB, JSON up to 16 kB, a CSP report up to 8 kB. A body of exactly the limit
// is read; one byte more is a 413 that names the limit, in the request's language.
import { describe, expect, it } from 'vitest'
import { formLimit, jsonLimit } from '../../server/app'
import { cspReportLimit } from '../../server/csp-report-routes'
import { partnershipForm } from '../../schemas/forms/partnership'
import { payloadOf } from '../../src/enquiry/send-form'
import { enquiryParams } from './enquiry-fixture'
import { databaseKind, serverForFile } from './harness'

const server = serverForFile({ options: { outboxReadToken: 'limits-test-token-0123456789' } })

const bytes = (text: string) => new TextEncoder().encode(text).length
const kB = 1024

/** Multipart form data with a fixed boundary, so that its size is known to the byte. */
function multipart(fields: Record<string, string>) {
  const boundary = '----stemverse-limits-test'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

/** `make(padding)` grown until its body is exactly `size` bytes (padding is ASCII). */
function ofSize(size: number, make: (padding: string) => string) {
  const padding = 'x'.repeat(size - bytes(make('')))
  const body = make(padding)
  expect(bytes(body)).toBe(size)
  return body
}

const ids = { user_id: 'public-key', service_id: 'service_local' }

/**
 * A partnership proposal written in Hindi, every field as long as its form allows, as the site
 * sends it (payloadOf: the composed parameters, then each field as typed). About 20 kB: over the 16 kB that once refused it.
 */
function longEnquiry() {
  const devanagari = (n: number) => 'विज्ञान'.repeat(Math.ceil(n / 7)).slice(0, n)
  return {
    ...ids,
    template_id: 'template_partnership',
    ...payloadOf(
      partnershipForm,
      {
        name: devanagari(100),
        fullname: devanagari(100),
        designation: devanagari(100),
        email: 'partnerships@example.org',
        country: 'IN',
        state: devanagari(100),
        phone: '9876543210',
        website: `https://example.org/${'a'.repeat(1970)}`,
        partnershipType: 'Other',
        otherPartnershipType: devanagari(50),
        proposal: devanagari(2000),
      },
      {},
      'en',
    ),
  }
}

const post = (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
  server.api.app.request(path, {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
  })

describe(`body limits on ${databaseKind}`, () => {
  it('an enquiry of over 17 kB sent as form data is accepted and kept whole', async () => {
    const { body, type } = multipart(longEnquiry())
    expect(bytes(body)).toBeGreaterThan(17 * kB)
    expect(bytes(body)).toBeLessThan(24 * kB)
    const response = await post('/api/v1.0/email/send-form', body, type)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const outbox = (await (
      await server.api.get('/api/outbox', {
        authorization: 'Bearer limits-test-token-0123456789',
      })
    ).json()) as { data: { templateParams: Record<string, string> }[] }
    expect(outbox.data[0]!.templateParams.field_proposal).toBe(
      (longEnquiry() as Record<string, string>).field_proposal,
    )
  })

  it('form data: 64 kB is read, one byte more is a 413 naming 64 kB', async () => {
    const params = { ...ids, template_id: 'template_generalContact', ...enquiryParams }
    const at = (size: number) => {
      let type = ''
      const body = ofSize(size, (padding) => {
        const made = multipart({ ...params, message: `Please call me back.${padding}` })
        type = made.type
        return made.body
      })
      return post('/api/v1.0/email/send-form', body, type)
    }
    expect(formLimit).toBe(64 * kB)
    const under = await at(formLimit)
    expect(under.status).toBe(200)
    const over = await at(formLimit + 1)
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: 'The request body is too large (at most 64 kB)' })
    // Worded in the visitor's language, as every answer is.
    const spanish = multipart({ ...params, message: 'x'.repeat(65 * kB) })
    const refused = await post('/api/v1.0/email/send-form', spanish.body, spanish.type, {
      'accept-language': 'es',
    })
    expect(await refused.json()).toEqual({
      message: 'El cuerpo de la solicitud es demasiado grande (máximo 64 kB)',
    })
  })

  it('a 17 kB JSON body is refused naming 16 kB', async () => {
    const { user_id, service_id, template_id, ...params } = longEnquiry()
    const body = JSON.stringify({ user_id, service_id, template_id, template_params: params })
    expect(bytes(body)).toBeGreaterThan(17 * kB)
    const response = await post('/api/v1.0/email/send', body, 'application/json')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'The request body is too large (at most 16 kB)',
    })
  })

  // Each JSON route: exactly 16 kB reaches the route, which answers for itself (the forms'
  // fields are far shorter, so they refuse a name that long); one byte more is the 413.
  it.each([
    [
      '/api/v1.0/email/send',
      200,
      (padding: string) =>
        JSON.stringify({
          ...ids,
          template_id: 'template_generalContact',
          template_params: { ...enquiryParams, message: `Please call me back.${padding}` },
        }),
    ],
    [
      '/api/waitlist',
      400,
      (padding: string) =>
        JSON.stringify({ name: `Ada${padding}`, email: 'ada@example.org', country: 'GB' }),
    ],
    [
      '/api/blog/subscribe',
      400,
      (padding: string) =>
        JSON.stringify({ name: `Ada${padding}`, email: 'ada@example.org', acknowledge: true }),
    ],
  ] as const)(
    'JSON to %s: 16 kB is read (%i), one byte more is a 413',
    async (path, status, make) => {
      expect(jsonLimit).toBe(16 * kB)
      const under = await post(path, ofSize(jsonLimit, make), 'application/json')
      expect(under.status).toBe(status)
      const over = await post(path, ofSize(jsonLimit + 1, make), 'application/json')
      expect(over.status).toBe(413)
      expect(await over.json()).toEqual({
        message: 'The request body is too large (at most 16 kB)',
      })
    },
  )

  it('a CSP report: 8 kB is read, one byte more is a 413 naming 8 kB', async () => {
    const make = (padding: string) =>
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://stemverse.example/svs',
          'violated-directive': 'script-src',
          'effective-directive': 'script-src',
          'blocked-uri': 'inline',
          'script-sample': `alert(1)${padding}`,
        },
      })
    const under = await post(
      '/api/csp-report',
      ofSize(cspReportLimit, make),
      'application/csp-report',
    )
    expect(under.status).toBe(204)
    const over = await post(
      '/api/csp-report',
      ofSize(cspReportLimit + 1, make),
      'application/csp-report',
    )
    expect(over.status).toBe(413)
    expect(((await over.json()) as { message: string }).message).toMatch(/\b8 kB\b/)
  })
})
