// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../content/locales'
import { templateIdOf } from '../../schemas/email-ids'
import { composeEnquiry } from '../../schemas/forms/compose'
import type { FormDefinition, FormValues } from '../../schemas/forms/define'
import { emailForms } from '../../schemas/forms/email-forms'
import { feedbackForm } from '../../schemas/forms/feedback'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { payloadOf } from '../../src/enquiry/send-form'
import { validValue } from '../schemas/every-form'
import { databaseKind, serverForFile } from './harness'

// The outbox stores the message it composes itself, with the form's own composition
// (schemas/forms/compose.ts), from the fields it has checked: never the composed parameters a
// client sent beside them, which nothing checks. What the site sends composes to itself.

const readToken = 'composition-test-token-0123456789'
const server = serverForFile({
  options: { outboxReadToken: readToken },
  emptyBeforeEach: ['outbox_messages', 'idempotency_keys'],
})

/** Each field of a form with a value the form takes. */
const validValues = (form: FormDefinition): FormValues =>
  Object.fromEntries(
    Object.entries(form.fields).map(([name, spec]) => [name, validValue(name, spec)]),
  )

const ids = (form: FormDefinition) => ({
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: templateIdOf('', form.id),
})

type Send = (
  form: FormDefinition,
  params: Record<string, string>,
  headers?: Record<string, string>,
) => Response | Promise<Response>

const sendJson: Send = (form, params, headers = {}) =>
  server.api.postJson('/api/v1.0/email/send', { ...ids(form), template_params: params }, headers)

const sendFormData: Send = (form, params, headers = {}) => {
  const body = new FormData()
  for (const [key, value] of Object.entries({ ...ids(form), ...params })) body.set(key, value)
  return server.api.app.request('/api/v1.0/email/send-form', { method: 'POST', body, headers })
}

/** The template parameters of every stored message, oldest first. */
const storedParams = async (): Promise<Record<string, string>[]> => {
  const response = await server.api.get('/api/outbox', { authorization: `Bearer ${readToken}` })
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as {
    data: { templateParams: Record<string, string> }[]
  }
  return data.map((message) => message.templateParams).reverse()
}

/** What a message read back says, line by line, whatever breaks its lines. */
const linesOf = (text: string) => text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)

describe.each([
  ['JSON', sendJson],
  ['form data', sendFormData],
] as const)(`the outbox stores its own composition (%s), on ${databaseKind}`, (_, send) => {
  it('a send whose composed parameters contradict its fields is stored with the fields’ composition', async () => {
    const values = validValues(schoolContactForm)
    const response = await send(schoolContactForm, {
      ...payloadOf(schoolContactForm, values, {}, 'en'),
      email: 'not-an-email',
      message: 'short',
      schoolName: '<script>',
      personName: 'Someone the fields do not name',
    })
    expect(response.status).toBe(200)
    const [stored] = await storedParams()
    expect(stored).toEqual(composeEnquiry(schoolContactForm, values, {}, 'en'))
    expect(stored).toMatchObject({ email: 'ada@example.org', schoolName: 'Riverside Academy' })
    expect(stored!.message).toContain('\nLanguage: English (en)')
    expect(JSON.stringify(stored)).not.toMatch(/not-an-email|<script>|Someone the fields/)
  })

  it('composed parameters the form does not make are not stored', async () => {
    const values = validValues(schoolContactForm)
    const extras = {
      reply_to: 'mallory@example.org',
      to_email: 'everyone@example.org',
      bcc: 'mallory@example.org',
      'g-recaptcha-response': 'x',
      note: 'Wire the deposit today.',
    }
    const response = await send(schoolContactForm, {
      ...payloadOf(schoolContactForm, values, {}, 'en'),
      ...extras,
    })
    expect(response.status).toBe(200)
    const [stored] = await storedParams()
    expect(Object.keys(stored!).sort()).toEqual(
      Object.keys(composeEnquiry(schoolContactForm, values, {}, 'en')).sort(),
    )
    for (const key of Object.keys(extras)) expect(stored).not.toHaveProperty(key)
  })

  it('the message’s language line is the request’s, one of the site’s languages', async () => {
    const values = validValues(schoolContactForm)
    const english = payloadOf(schoolContactForm, values, {}, 'en')
    // The body names French; the composed line it sent says English.
    expect((await send(schoolContactForm, { ...english, locale: 'fr' })).status).toBe(200)
    // The body names no language of the site: the request's headers choose one.
    const unknown = { ...english, locale: 'xx' }
    expect((await send(schoolContactForm, unknown, { 'accept-language': 'es' })).status).toBe(200)
    const [french, spanish] = await storedParams()
    expect(french).toEqual(composeEnquiry(schoolContactForm, values, {}, 'fr'))
    expect(linesOf(french!.message!).at(-1)).toBe('Language: Français (fr)')
    expect(spanish).toEqual(composeEnquiry(schoolContactForm, values, {}, 'es'))
    expect(spanish!.locale).toBe('es')
  })

  it('a feedback’s blog title cannot add lines to the message', async () => {
    const values = validValues(feedbackForm)
    const injected = [
      'A post\nReply-To: mallory@example.org\n\nLanguage: English (en)',
      'A post\r\nInjected: CRLF',
      'A post\rInjected: CR',
      'A post\u2028Injected: line separator\u2029Injected: paragraph separator',
      'A post\u0085Injected: next line\u000bInjected: vertical tab\u000cInjected: form feed',
      `A post ${'long '.repeat(100)}`,
    ]
    for (const title of injected) {
      const sent = payloadOf(feedbackForm, values, { blogTitle: title }, 'en')
      expect((await send(feedbackForm, sent)).status).toBe(200)
    }
    const stored = await storedParams()
    expect(stored).toHaveLength(injected.length)
    for (const params of stored) {
      const lines = linesOf(params.message!)
      // 'Blog: …', a blank line, the text, a blank line, the language: nothing more.
      expect(lines).toHaveLength(5)
      expect(lines[0]).toMatch(/^Blog: A post/)
      expect(Array.from(lines[0]!.slice('Blog: '.length)).length).toBeLessThanOrEqual(200)
      expect(lines.slice(1)).toEqual(['', String(values.message), '', 'Language: English (en)'])
      expect(params.message).not.toMatch(/Reply-To|Injected: CRLF/)
    }
    const cut = `A post ${'long '.repeat(100)}`.slice(0, 200)
    expect(stored.at(-1)).toEqual(composeEnquiry(feedbackForm, values, { blogTitle: cut }, 'en'))
  })

  it('a feedback without a blog line is stored with an empty title', async () => {
    const values = validValues(feedbackForm)
    const sent = { ...payloadOf(feedbackForm, values, {}, 'en'), message: 'Not a blog line' }
    expect((await send(feedbackForm, sent)).status).toBe(200)
    const [stored] = await storedParams()
    expect(stored).toEqual(composeEnquiry(feedbackForm, values, {}, 'en'))
    expect(linesOf(stored!.message!)[0]).toBe('Blog: ')
  })

  it.each([...emailForms.values()].map((form) => [form.id, form] as const))(
    'what the site sends for %s is stored unchanged, in every language tried',
    async (_, form) => {
      const values = validValues(form)
      const locales: Locale[] = ['en', 'es', 'ar', 'fr']
      const sent = locales.map((locale) =>
        payloadOf(form, values, { blogTitle: 'Inside a leaf: photosynthesis' }, locale),
      )
      for (const params of sent) expect((await send(form, params)).status).toBe(200)
      expect(await storedParams()).toEqual(sent)
    },
  )

  it('a replay under the same Idempotency-Key is stored once, composed', async () => {
    const values = validValues(schoolContactForm)
    const params = {
      ...payloadOf(schoolContactForm, values, {}, 'es'),
      message: 'short',
      extra: 'not kept',
    }
    const key = { 'idempotency-key': '7d1e2f3a-4b5c-4d6e-8f70-000000000001' }
    const first = await send(schoolContactForm, params, key)
    expect(first.status).toBe(200)
    const again = await send(schoolContactForm, params, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await storedParams()).toEqual([composeEnquiry(schoolContactForm, values, {}, 'es')])
  })
})
