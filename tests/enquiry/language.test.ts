// @vitest-environment jsdom
import emailjs from '@emailjs/browser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormValues } from '../../machines/form.machine'
import type * as Config from '../../src/config'
import { config } from '../../src/config'
import { withoutHidden } from '../../schemas/forms/define'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { connectWithUsForm } from '../../schemas/forms/connect-with-us'
import { subscribeForm } from '../../schemas/forms/subscribe'
import { waitlistForm } from '../../schemas/forms/waitlist'
import { payloadOf, sendForm } from '../../src/enquiry/send-form'
import { everyForm } from '../schemas/every-form'

// This file is the Spanish build: src/i18n/locale.ts says 'es', as SITE_LOCALE=es would.
vi.mock('../../src/i18n/locale', () => ({
  locale: 'es',
  localeDir: 'ltr',
  localePrefix: '/es',
  intlLocale: 'es',
}))
// Node's Request (which ky builds) takes no address relative to the page: name the API's host.
vi.mock('../../src/config', async (original) => {
  const actual = await original<typeof Config>()
  return { ...actual, config: { ...actual.config, VITE_API_BASE_URL: 'http://api.test' } }
})
vi.mock('@emailjs/browser', () => ({ default: { init: vi.fn(), send: vi.fn(async () => 'OK') } }))

/** Some value for every field, so that each form composes a full message. */
const filled = (form: (typeof everyForm)[number]): FormValues =>
  Object.fromEntries(
    Object.entries(form.fields).map(([name, spec]) => [
      name,
      spec.kind === 'checkbox' ? true : `${name} value`,
    ]),
  )

describe('every form sends the visitor’s language', () => {
  it.each(everyForm.map((form) => [form.id, form] as const))('%s', (_, form) => {
    for (const locale of ['en', 'es', 'ar'] as const) {
      // A field the form hides for these values (the partnership's other type) goes empty.
      const shown = withoutHidden(form.fields, filled(form))
      const composed = form.compose(shown, { blogTitle: 'A post' })
      const payload = payloadOf(form, filled(form), { blogTitle: 'A post' }, locale)
      expect(payload.locale).toBe(locale)
      if (form.channel.kind === 'email') {
        // The form's own parameters, and the line that the team reads in the e-mail.
        const line = { en: 'English (en)', es: 'Español (es)', ar: 'العربية (ar)' }[locale]
        // Beside them, the form's one name and its fields, which the outbox checks.
        const fields = Object.keys(form.fields).map((name) => [`field_${name}`, shown[name]])
        expect(payload).toEqual({
          ...composed,
          message: `${composed.message}\n\nLanguage: ${line}`,
          locale,
          form: form.id,
          ...Object.fromEntries(fields),
        })
      } else {
        expect(payload).toEqual({ ...composed, locale })
      }
    }
  })

  it('by default, in the build’s language', () => {
    const values = { name: 'Ada', email: 'ada@example.org', message: 'x'.repeat(30), country: 'PE' }
    expect(payloadOf(generalContactForm, values, {})).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: `${'x'.repeat(30)}\n\nLanguage: Español (es)`,
      country: 'PE',
      locale: 'es',
      form: 'generalContact',
      field_name: 'Ada',
      field_email: 'ada@example.org',
      field_message: 'x'.repeat(30),
      field_country: 'PE',
    })
  })
})

describe('what leaves the browser', () => {
  let requests: { url: string; headers: Headers; body: unknown }[]
  beforeEach(() => {
    requests = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        requests.push({ url: input.url, headers: input.headers, body: await input.clone().json() })
        return Response.json({ message: 'ok' })
      }),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('an e-mail form: EmailJS gets the language in its parameters and its message', async () => {
    const own = config.VITE_EMAILJS_ORIGIN
    config.VITE_EMAILJS_ORIGIN = 'https://email.example'
    try {
      await sendForm(
        connectWithUsForm,
        { name: 'Ada', email: 'ada@example.org', country: 'PE' },
        {},
      )
    } finally {
      config.VITE_EMAILJS_ORIGIN = own
    }
    const params = vi.mocked(emailjs.send).mock.calls.at(-1)?.[2] as Record<string, string>
    expect(params.locale).toBe('es')
    expect(params.message).toBe('Country: PE\n\nLanguage: Español (es)')
  })

  it('an e-mail form: our own outbox gets the same request, with the language', async () => {
    await sendForm(connectWithUsForm, { name: 'Ada', email: 'ada@example.org', country: 'PE' }, {})
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1.0/email/send')
    const params = (requests[0]!.body as { template_params: Record<string, string> })
      .template_params
    expect(params.locale).toBe('es')
    expect(params.message).toBe('Country: PE\n\nLanguage: Español (es)')
  })

  it.each([
    ['the waitlist', waitlistForm, '/api/waitlist'],
    ['the subscribe form', subscribeForm, '/api/blog/subscribe'],
  ])('%s: the service gets `locale` in the body and Accept-Language', async (_, form, path) => {
    await sendForm(form, { name: 'Ada', email: 'ada@example.org', country: 'PE' }, {})
    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(new URL(request.url).pathname).toBe(path)
    expect(request.headers.get('accept-language')).toBe('es')
    expect(request.body).toMatchObject({ name: 'Ada', locale: 'es' })
  })
})
