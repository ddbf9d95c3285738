// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isStorableText } from '../../schemas/fields'
import { subscribeRequest } from '../../schemas/forms/subscribe'
import { waitlistRequest } from '../../schemas/forms/waitlist'
import { databaseKind, post, serverForFile } from './harness'
import { enquiryParams } from './enquiry-fixture'

/**
 * Bad bytes in addresses and bodies never reach the database as a 500: NUL is the byte
 * PostgreSQL refuses in text (and jsonb also refuses a lone surrogate), and a malformed escape
 * was passed on undecoded. Each gets a 4xx with a message.
 */

let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const server = serverForFile({
  posts: [post(1), post(2)],
  options: () => ({ distDir: dist, outboxReadToken: 'bad-addresses-token-0123' }),
})

const control = 'The address is not valid: it contains a control character'
const malformed = 'The address is not valid: it has a malformed percent-encoding'

describe(`nasty API addresses on ${databaseKind}`, () => {
  it.each([
    // NUL where a value reaches a query
    ['/api/blog/%00', 400, control],
    ['/api/blog/post-1%00', 400, control],
    ['/api/blog/category/%00', 400, control],
    ['/api/blog/category/%00/more', 400, control],
    ['/api/blog/category/classroom-stories?search=%00', 400, control],
    ['/api/blog/category/classroom-stories?p=%00', 400, control],
    ['/api/blog?search=%00', 400, control],
    ['/api/blog?search=photo%00synthesis', 400, control],
    ['/api/blog?p=%00', 400, control],
    ['/api/blog?p=1%00', 400, control],
    ['/api/blog?%00=1', 400, control],
    ['/api/nothing%00here', 400, control],
    // other control characters: CR LF (header splitting), DEL
    ['/api/blog/a%0D%0ASet-Cookie:%20x=1', 400, control],
    ['/api/blog/%7F', 400, control],
    ['/api/blog?search=%1B[31m', 400, control],
    // malformed percent-encodings and invalid UTF-8
    ['/api/blog/%E0%A4%A', 400, malformed], // truncated sequence
    ['/api/blog/%', 400, malformed],
    ['/api/blog/%zz', 400, malformed],
    ['/api/blog/%FF', 400, malformed],
    ['/api/blog/%C0%AF', 400, malformed], // overlong '/'
    ['/api/blog/%C0%AE%C0%AE%C0%AF', 400, malformed], // overlong '../'
    ['/api/blog/%E0%80%AF', 400, malformed], // three-byte overlong '/'
    ['/api/blog/%ED%A0%80', 400, malformed], // an encoded surrogate
    ['/api/blog/category/%E0%A4%A', 400, malformed],
    ['/api/blog?search=%E0%A4%A', 400, malformed],
    ['/api/blog?search=100%', 400, malformed],
    // well-formed but not there: a plain 404 (or the query's own 400)
    ['/api/blog/..%2f..%2fetc%2fpasswd', 404, 'Blog not found'],
    ['/api/blog/category/..%2f..%2f', 404, 'Category not found'],
    ['/api/blog/%2e%2e', 404, 'No such endpoint: GET /api'],
    [`/api/blog/${'a'.repeat(8000)}`, 404, 'Blog not found'],
    [`/api/blog/category/${'é'.repeat(2000)}`, 404, 'Category not found'],
    [`/api/blog?search=${'a'.repeat(300)}`, 400, 'search must be at most 200 characters'],
    ['/api/blog?p=%EF%BC%91', 400, 'p must be a page number from 1'], // a full-width '1'
  ])('%s is a %i with a JSON message', async (path, status, message) => {
    const response = await server.api.get(path)
    expect(response.status).toBeLessThan(500)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body.message).toEqual(expect.any(String))
    expect(body.message).toContain(message)
  })

  it('the blog still answers afterwards', async () => {
    expect((await server.api.get('/api/blog/post-1')).status).toBe(200)
    expect((await server.api.get('/api/blog?search=body')).status).toBe(200)
  })
})

describe('nasty site addresses', () => {
  it.each([
    ['/%00', 400],
    ['/blogs/%00', 400],
    ['/svs%00', 400],
    ['/assets/%00.js', 400],
    ['/blogs/%E0%A4%A', 400],
    ['/%C0%AE%C0%AE/', 400],
    ['/%', 400],
    ['/..%2f..%2fpackage.json', 404],
    ['/blogs/..%2f..%2f..%2fserver%2fapp.ts', 404],
  ])('%s is a %i, never a 500 and never a file from outside the site', async (path, status) => {
    const response = await server.api.get(path)
    expect(response.status).toBe(status)
    expect(await response.text()).not.toMatch(/"name": "stemverse-site"|createApp/)
  })

  it('a page does not read its query, so a stray % in a link still gets the page', async () => {
    expect((await server.api.get('/blogs?utm_campaign=50%off')).status).toBe(200)
  })
})

describe(`text that cannot be stored is refused, not a 500, on ${databaseKind}`, () => {
  const count = async (table: string) =>
    Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n)

  it.each([
    ['/api/blog/subscribe', { name: 'Ada\u0000', email: 'ada@example.org', acknowledge: true }],
    ['/api/blog/subscribe', { name: 'Ada', email: 'ada\u0000@example.org', acknowledge: true }],
    ['/api/blog/subscribe', { name: '\u0000', email: 'ada@example.org', acknowledge: true }],
    ['/api/blog/subscribe', { name: 'Ada\ud800', email: 'ada@example.org', acknowledge: true }],
    ['/api/waitlist', { name: 'Ada\u0000Lovelace', email: 'ada@example.org', country: 'GB' }],
    ['/api/waitlist', { name: 'Ada', email: 'ada@exa\u0000mple.org', country: 'GB' }],
    ['/api/waitlist', { name: 'Ada', email: 'ada@example.org', country: 'G\u0000' }],
  ])('POST %s %j is a 400 naming the field', async (path, body) => {
    const response = await server.api.postJson(path, body)
    expect(response.status).toBe(400)
    const { message, errors } = await response.json()
    expect(message).toMatch(
      /^(Name|Email|Country) (contains a character that is not allowed|is invalid)$/,
    )
    expect(Object.values(errors)).toContain(message)
  })

  const mail = {
    user_id: 'key',
    service_id: 'service_local',
    template_id: 'template_generalContact',
  }
  it.each([
    ['a NUL in a value', { ...mail, template_params: { message: 'hi\u0000' } }],
    ['a NUL in a key', { ...mail, template_params: { 'mess\u0000age': 'hi' } }],
    ['a NUL deep down', { ...mail, template_params: { list: [{ a: ['x', 'y\u0000'] }] } }],
    ['a lone surrogate', { ...mail, template_params: { message: 'hi \udc00' } }],
    ['a NUL in lib_version', { ...mail, lib_version: '4\u0000', template_params: {} }],
  ])('POST /api/v1.0/email/send with %s is a 400 with a JSON message', async (_, body) => {
    const response = await server.api.postJson('/api/v1.0/email/send', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The message contains a character that is not allowed (NUL or a lone surrogate)',
    })
  })

  it('POST /api/v1.0/email/send-form with a NUL in a field is a 400 with a JSON message', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(mail)) form.set(key, value)
    form.set('message', 'hi\u0000there')
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/not allowed/)
  })

  it('a deeply nested body is checked without overflowing the stack', async () => {
    const deep = `${'['.repeat(5000)}"x\\u0000"${']'.repeat(5000)}`
    const response = await server.api.postJson(
      '/api/v1.0/email/send',
      `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"a":${deep}}}`,
    )
    expect(response.status).toBe(400)
  })

  // Bytes that are not UTF-8 inside a JSON string: decoded leniently they would be stored as
  // U+FFFD, saying nothing; they are refused as the characters above are.
  const notUtf8 = {
    'a lone 0xFF': [0xff],
    'an overlong slash': [0xc0, 0xaf],
    'a cut-off euro sign': [0xe2, 0x82],
    'an encoded surrogate': [0xed, 0xa0, 0x80],
    'a code point past U+10FFFF': [0xf4, 0x90, 0x80, 0x80],
  }
  const withBytes = (before: string, bad: number[], after: string) =>
    Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)])
  it.each(
    Object.entries(notUtf8).flatMap(([what, bad]) => [
      [
        '/api/blog/subscribe',
        what,
        withBytes('{"name":"Ada', bad, '","email":"ada@example.org","acknowledge":true}'),
      ],
      [
        '/api/waitlist',
        what,
        withBytes('{"name":"Ada', bad, '","email":"ada@example.org","country":"GB"}'),
      ],
      [
        '/api/v1.0/email/send',
        what,
        withBytes(
          `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"message":"hi`,
          bad,
          '"}}',
        ),
      ],
    ]),
  )('POST %s with %s is a 400 saying the body is not UTF-8', async (path, _, body) => {
    const response = await server.api.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body is not valid UTF-8 text' })
  })

  it.each(Object.entries(notUtf8))(
    'POST /api/v1.0/email/send-form with %s in a field is a 400; in a file, the field is read',
    async (_, bad) => {
      const boundary = 'utf8-test'
      const part = (name: string, value: Buffer, filename?: string) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
              `${filename ? `; filename="${filename}"` : ''}\r\n\r\n`,
          ),
          value,
          Buffer.from('\r\n'),
        ])
      const send = (...parts: Buffer[]) =>
        server.api.app.request('/api/v1.0/email/send-form', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        })
      const ids = Object.entries(mail).map(([key, value]) => part(key, Buffer.from(value)))
      const refused = await send(...ids, part('message', withBytes('hi ', bad, ' there')))
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ message: 'The request body is not valid UTF-8 text' })
      // The same bytes in an attached file are the file's business: the form is read, and
      // refused for what it lacks (no enquiry fields), not for the bytes.
      const withFile = await send(...ids, part('attachment', Buffer.from(bad), 'photo.bin'))
      expect(withFile.status).not.toBe(500)
      expect(await withFile.text()).not.toMatch(/UTF-8/)
    },
  )

  it('a CSP report that is not UTF-8 is a 400, in the visitor’s language', async () => {
    const response = await server.api.app.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'accept-language': 'ar' },
      body: withBytes('{"csp-report":{"document-uri":"https://stemverse.example/', [0xff], '"}}'),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'متن الطلب ليس نصًا صالحًا بترميز UTF-8' })
  })

  it('nothing of it was stored, and the same forms without the bad character are', async () => {
    expect(await count('blog_subscribers')).toBe(0)
    expect(await count('waitlist_entries')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
    expect(
      (
        await server.api.postJson('/api/blog/subscribe', {
          name: 'Ada',
          email: 'a@b.org',
          acknowledge: true,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await server.api.postJson('/api/v1.0/email/send', {
          ...mail,
          template_params: enquiryParams,
        })
      ).status,
    ).toBe(200)
  })
})

describe('the shared request schemas refuse unstorable text themselves', () => {
  const ack = { acknowledge: true } as const
  it.each([
    {
      schema: subscribeRequest,
      field: 'name',
      input: { name: 'Ada\u0000', email: 'a@b.org', ...ack },
    },
    {
      schema: subscribeRequest,
      field: 'email',
      input: { name: 'Ada', email: '\u0000a@b.org', ...ack },
    },
    {
      schema: waitlistRequest,
      field: 'name',
      input: { name: 'A\ud83d', email: 'a@b.org', country: 'GB' },
    },
  ])('refuses $input on $field', ({ schema, field, input }) => {
    const result = v.safeParse(schema, input)
    expect(result.success).toBe(false)
    expect(result.issues).toHaveLength(1)
    expect(v.getDotPath(result.issues![0])).toBe(field)
  })

  it('isStorableText: NUL and lone surrogates no; everything else, emoji included, yes', () => {
    expect(isStorableText('Ada Lovelace, née Byron 😀 \t\n')).toBe(true)
    expect(isStorableText('\u0000')).toBe(false)
    expect(isStorableText('a\ud800')).toBe(false)
    expect(isStorableText('\udc00a')).toBe(false)
  })
})
