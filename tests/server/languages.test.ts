// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { english, locales } from '../../content/locales'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db'
import { syncLocales } from '../../server/migrate'
import { databaseKind, serverForFile, testApp } from './harness'

/**
 * The service answers in the request's language: the body's `locale`, else `?locale=`, else
 * Content-Language, else the best of Accept-Language, else English. Its English is
 * asserted word for word in the other files; here, which language is chosen and how it is said.
 */

const server = serverForFile({
  emptyBeforeEach: ['waitlist_entries', 'blog_subscribers', 'rate_limits'],
})

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', country: 'PE' }
const badEmail = { ...valid, email: 'ada@example' }

async function read(response: Response) {
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    vary: response.headers.get('vary') ?? '',
    body: (await response.json()) as { message: string; errors?: Record<string, string> },
  }
}

describe(`choosing the language, on ${databaseKind}`, () => {
  it('a Spanish body gets a Spanish 400, its field errors too', async () => {
    const answer = await read(
      await server.api.postJson('/api/waitlist', { ...badEmail, locale: 'es' }),
    )
    expect(answer).toMatchObject({
      status: 400,
      language: 'es',
      body: {
        message: 'El campo «Correo electrónico» no es válido',
        errors: { email: 'El campo «Correo electrónico» no es válido' },
      },
    })
  })

  it('the body outranks the query and the headers', async () => {
    const answer = await read(
      await server.api.postJson(
        '/api/waitlist?locale=ar',
        { ...valid, name: '', locale: 'es' },
        { 'content-language': 'ar', 'accept-language': 'ar' },
      ),
    )
    expect(answer.language).toBe('es')
    expect(answer.body.message).toBe('El campo «Nombre» es obligatorio')
  })

  it('Accept-Language "ar,en;q=0.5" gets Arabic, and the answer varies on it', async () => {
    const answer = await read(
      await server.api.postJson('/api/waitlist', badEmail, { 'accept-language': 'ar,en;q=0.5' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.language).toBe('ar')
    expect(answer.body.message).toBe('قيمة حقل «البريد الإلكتروني» غير صالحة')
    expect(answer.vary).toMatch(/\bAccept-Language\b/)
  })

  it.each([
    ['en;q=0.5, ar', 'ar'],
    ['fr-CA, es-PE;q=0.8, en;q=0.7', 'fr'],
    ['de-CH, es-PE;q=0.8, en;q=0.7', 'es'],
    ['es-419', 'es'],
    ['ES', 'es'],
    ['es;q=0, ar;q=0.1', 'ar'],
    ['es-PE, es;q=0, en;q=0.1', 'en'],
    ['es;q="0.9", ar;q=0.95', 'ar'],
    ['fr, de;q=0.9', 'fr'],
    ['de, it;q=0.9', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,q=', 'en'],
  ])('Accept-Language %j is answered in %s', async (header, language) => {
    const answer = await read(await server.api.get('/api/nope', { 'accept-language': header }))
    expect(answer).toMatchObject({ status: 404, language })
    expect(answer.vary).toMatch(/\bAccept-Language\b/)
  })

  it('an unknown language, or none, gets the English of today', async () => {
    const none: Record<string, string> = {}
    for (const headers of [none, { 'accept-language': 'de-DE,de;q=0.9' }]) {
      const answer = await read(await server.api.postJson('/api/waitlist', badEmail, headers))
      expect(answer.language).toBe('en')
      expect(answer.body).toEqual({
        message: 'Email is invalid',
        errors: { email: 'Email is invalid' },
      })
    }
    const unknown = await read(
      await server.api.postJson(
        '/api/waitlist',
        { ...valid, locale: 'de' },
        { 'accept-language': 'de' },
      ),
    )
    expect(unknown).toMatchObject({
      status: 400,
      language: 'en',
      body: {
        message: 'Language must be en, es, ar, or fr',
        errors: { locale: 'Language must be en, es, ar, or fr' },
      },
    })
  })

  it('?locale= and Content-Language (the site’s client) come before Accept-Language', async () => {
    const byQuery = await read(
      await server.api.get('/api/nope?locale=es', { 'accept-language': 'ar' }),
    )
    expect(byQuery).toMatchObject({
      language: 'es',
      body: { message: 'No existe ese punto de acceso de la API: GET /api/nope' },
    })
    const byHeader = await read(
      await server.api.get('/api/nope', { 'content-language': 'ar', 'accept-language': 'es' }),
    )
    expect(byHeader).toMatchObject({
      language: 'ar',
      body: { message: 'نقطة النهاية غير موجودة: GET /api/nope' },
    })
    expect(byHeader.vary).toMatch(/\bContent-Language\b/)
  })
})

describe(`every kind of error in the request's language, on ${databaseKind}`, () => {
  const spanish = { 'accept-language': 'es' }

  it('validation, honeypot and unknown fields', async () => {
    const cases: [unknown, string][] = [
      [
        { ...valid, name: 'x'.repeat(101), locale: 'es' },
        'El campo «Nombre» admite como máximo 100 caracteres',
      ],
      [{ ...valid, country: 'XX', locale: 'ar' }, 'قيمة حقل «الدولة» غير صالحة'],
      [{ ...valid, fax_number: '555', locale: 'es' }, 'Envío rechazado'],
      [{ ...valid, isAdmin: true, locale: 'es' }, 'Campo desconocido: isAdmin'],
    ]
    for (const [body, message] of cases) {
      expect((await read(await server.api.postJson('/api/waitlist', body))).body.message).toBe(
        message,
      )
    }
    const subscribe = await read(
      await server.api.postJson('/api/blog/subscribe', {
        name: 'Ada',
        email: 'ada@x.org',
        locale: 'ar',
      }),
    )
    expect(subscribe.body.message).toBe('يُرجى تأكيد موافقتك')
  })

  it('the success message too', async () => {
    const answer = await read(
      await server.api.postJson('/api/waitlist', { ...valid, locale: 'es' }),
    )
    expect(answer).toMatchObject({
      status: 200,
      language: 'es',
      body: { message: '¡Gracias por unirse a la lista de espera!' },
    })
  })

  it('415, bad JSON, 413 and 404, by the headers', async () => {
    const wrongType = await server.api.app.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...spanish },
      body: '{}',
    })
    expect(await read(wrongType)).toMatchObject({
      status: 415,
      language: 'es',
      body: {
        message:
          'Envíe el cuerpo de la solicitud en formato JSON, con Content-Type: application/json',
      },
    })
    expect(
      (await read(await server.api.postJson('/api/waitlist', '{oops', spanish))).body.message,
    ).toBe('El cuerpo de la solicitud no es un JSON válido')
    const large = await server.api.postJson('/api/waitlist', { name: 'x'.repeat(20_000) }, spanish)
    expect(await read(large)).toMatchObject({
      status: 413,
      body: { message: 'El cuerpo de la solicitud es demasiado grande (máximo 16 kB)' },
    })
    const post = await read(
      await server.api.get('/api/blog/no-such-post', { 'accept-language': 'ar' }),
    )
    expect(post).toMatchObject({ status: 404, body: { message: 'لم يتم العثور على المقالة' } })
  })

  it('an address with bad bytes', async () => {
    const answer = await read(await server.api.get('/api/blog?search=%ZZ', spanish))
    expect(answer).toMatchObject({
      status: 400,
      language: 'es',
      body: {
        message: 'La dirección no es válida: tiene una codificación porcentual (%) mal formada',
      },
    })
  })

  it('the rate limit (429)', async () => {
    const limited = await testApp(server.db, { rateLimit: { windowMs: 60_000, limit: 1 } })
    const headers = { 'x-test-client': '10.9.9.9', 'accept-language': 'ar' }
    await limited.postJson('/api/waitlist', valid, headers)
    const answer = await read(await limited.postJson('/api/waitlist', valid, headers))
    expect(answer).toMatchObject({
      status: 429,
      language: 'ar',
      body: { message: 'طلبات كثيرة جدًا من عنوانك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.' },
    })
    expect(answer.vary).toMatch(/\bAccept-Language\b/)
  })

  it('the database unavailable (503) and our own fault (500)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = (error: Error): Db => ({
      ...server.db,
      query: () => Promise.reject(error),
    })
    const unavailable = createApp({
      db: failing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 1000 },
      clientAddress: () => '127.0.0.1',
    })
    const down = await read(await unavailable.request('/api/blog', { headers: spanish }))
    expect(down).toMatchObject({
      status: 503,
      language: 'es',
      body: {
        message:
          'El servicio no está disponible por unos momentos. Inténtelo de nuevo en un minuto.',
      },
    })
    const broken = createApp({
      db: failing(new Error('a bug')),
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, limit: 1000 },
      clientAddress: () => '127.0.0.1',
    })
    const fault = await read(await broken.request('/api/blog?locale=ar'))
    expect(fault).toMatchObject({
      status: 500,
      language: 'ar',
      body: { message: 'حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى.' },
    })
  })
})

describe(`the visitor's language is stored with them, on ${databaseKind}`, () => {
  it('waitlist and subscribers keep their locale; an old client without one is English', async () => {
    await server.api.postJson('/api/waitlist', { ...valid, locale: 'ar' })
    await server.api.postJson('/api/waitlist', { ...valid, email: 'old@example.org' })
    await server.api.postJson('/api/blog/subscribe', {
      name: 'Ada',
      email: 'ada@example.org',
      acknowledge: true,
      locale: 'es',
    })
    expect(await server.db.query('select email, locale from waitlist_entries order by id')).toEqual(
      [
        { email: 'ada@example.org', locale: 'ar' },
        { email: 'old@example.org', locale: 'en' },
      ],
    )
    expect(await server.db.query('select locale from blog_subscribers')).toEqual([{ locale: 'es' }])
  })
})

describe(`every language of the list is stored, on ${databaseKind}`, () => {
  /** Each column that holds a language, and how a row in each language is written to it. */
  const columns: Record<string, (locale: string) => Promise<unknown>> = {
    'waitlist_entries.locale': async (locale) => {
      const response = await server.api.postJson('/api/waitlist', {
        ...valid,
        email: `${locale}@example.org`,
        locale,
      })
      expect(response.status, `waitlist in ${locale}`).toBe(200)
    },
    'blog_subscribers.locale': async (locale) => {
      const response = await server.api.postJson('/api/blog/subscribe', {
        name: 'Ada',
        email: `${locale}@example.org`,
        acknowledge: true,
        locale,
      })
      expect(response.status, `subscription in ${locale}`).toBe(200)
    },
    // A translation is never in English, the original's language.
    'blog_post_translations.lang': async (locale) => {
      if (locale === english) return
      await server.db.query(
        `insert into blog_post_translations (post_id, lang, title, description, body_markdown, content_html, updated_at)
           select id, $1, 'T', 'D', 'B', '<p>B</p>', now() from blog_posts`,
        [locale],
      )
    },
  }

  const languageColumns = async () =>
    (
      await server.db.query<{ name: string }>(
        `select table_name || '.' || column_name as name from information_schema.columns
           where table_schema = current_schema() and column_name in ('locale', 'lang')
           order by name`,
      )
    ).map((row) => row.name)

  it('the test covers every column that holds a language', async () => {
    expect(await languageColumns()).toEqual(Object.keys(columns).sort())
  })

  it('a sign-up and a subscription in each language are stored with it (French was a 500)', async () => {
    await server.db.exec('truncate blog_posts restart identity cascade')
    await server.db.query(
      `insert into blog_posts (slug, title, description, banner, body_markdown, content_html, published_at, updated_at)
         values ('p', 'P', 'D', '/b.svg', 'B', '<p>B</p>', now(), now())`,
    )
    for (const locale of locales) for (const write of Object.values(columns)) await write(locale)
    const stored = async (sql: string) =>
      (await server.db.query<{ l: string }>(sql)).map((row) => row.l).sort()
    const sorted = [...locales].sort()
    expect(await stored('select locale as l from waitlist_entries')).toEqual(sorted)
    expect(await stored('select locale as l from blog_subscribers')).toEqual(sorted)
    expect(await stored('select lang as l from blog_post_translations')).toEqual(
      sorted.filter((locale) => locale !== english),
    )
  })

  it('a fifth language in the list is stored from the next start, with no migration', async () => {
    const insert = () =>
      server.db.query(
        `insert into waitlist_entries (name, email, email_normalized, country, locale)
           values ('Ada', 'de@example.org', 'de@example.org', 'DE', 'zz')`,
      )
    // Not a language of the site: the database refuses it as well as the service.
    await expect(insert()).rejects.toThrow(/foreign key|site_locales/)
    await syncLocales(server.db, [...locales, 'zz'])
    await insert()
    expect(
      await server.db.query("select locale from waitlist_entries where locale = 'zz'"),
    ).toEqual([{ locale: 'zz' }])
  })
})
