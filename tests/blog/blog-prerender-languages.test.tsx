// @vitest-environment node
// The Spanish and Arabic builds prerender the blog as scripts/prerender.ts does, with the real
// posts and the blog's answers in the build's language (docs/blog.md): a translated post in
// its language, linked to its other versions; an English-only one marked lang="en".
import { JSDOM } from 'jsdom'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../content/locales'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts } from '../../server/blog/load-posts'

// The build's language (src/i18n/locale.ts is a constant per build) and its messages.
const build = vi.hoisted(() => ({ locale: 'es' as Locale }))
vi.mock('../../src/i18n/locale', async () => {
  const { localeInfo } = await import('../../content/locales')
  return {
    get locale() {
      return build.locale
    },
    get localeDir() {
      return localeInfo[build.locale].dir
    },
    get localePrefix() {
      return localeInfo[build.locale].prefix
    },
    get intlLocale() {
      return localeInfo[build.locale].intl
    },
  }
})
vi.mock('../../src/paraglide/messages', async () => {
  const { messagesOf: modules } = await import('../i18n/messages-of')
  return {
    m: new Proxy(
      {},
      { get: (_, key: string) => (modules[build.locale] as Record<string, unknown>)[key] },
    ),
  }
})

const { render, setSanitizerWindow } = await import('../../src/entry-prerender')

const posts = readPosts(resolve('content/blog'))
beforeAll(() => {
  setSanitizerWindow(new JSDOM('').window)
})

const translated = 'introducing-the-explanation-room'
const englishOnly = 'the-thermite-reaction-without-the-risk'

/**
 * A page as the build of `locale` prerenders it (the blog's answers in its language), as
 * a document: the markup the browser hydrates, its head tags in <head>.
 */
async function page(locale: Locale, path: string) {
  build.locale = locale
  const rendered = await render(path, blogCatalog(posts, locale))
  expect(rendered.status).toBe(200)
  return new JSDOM(rendered.html).window.document
}

/** The page's BlogPosting (JSON-LD). */
const blogPosting = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent!) as { '@type': string; inLanguage?: string })
    .find((data) => data['@type'] === 'BlogPosting')

describe('the Spanish build', () => {
  it('prerenders a translated post in Spanish, linked to its English and Arabic versions', async () => {
    const doc = await page('es', `/es/blogs/${translated}`)
    const h1 = doc.querySelector('h1')!
    expect(h1.textContent).toBe('Presentamos la Sala de Explicación')
    expect(h1.closest('[lang]')).toBeNull()
    expect(doc.body.textContent).toContain('Hoy lanzamos la Sala de Explicación')
    const links = [...doc.querySelectorAll('main a[hreflang]')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('hreflang'),
    ])
    expect(links).toEqual([
      ['Read in English', `/blogs/${translated}`, 'en'],
      ['اقرأ بالعربية', `/ar/blogs/${translated}`, 'ar'],
    ])
    // The body's links lead to the Spanish pages.
    expect(doc.querySelector('a[href="/es/BioVerse"]')).not.toBeNull()
    expect(doc.querySelector('a[href="/BioVerse"]')).toBeNull()
    // The structured data says what language the article is in.
    expect(blogPosting(doc)?.inLanguage).toBe('es')
  })

  it('prerenders an English-only post in English, marked, with a Spanish note', async () => {
    const doc = await page('es', `/es/blogs/${englishOnly}`)
    expect(doc.querySelector('h1')!.getAttribute('lang')).toBe('en')
    expect(doc.body.textContent).toContain('Este artículo solo está disponible en inglés.')
    expect(doc.querySelector('h2#related-heading')).not.toBeNull()
    expect(blogPosting(doc)?.inLanguage).toBe('en')
  })

  it('prerenders a category: translated cards in Spanish, the others marked English', async () => {
    const doc = await page('es', '/es/blogs/category/product-news')
    const cards = [...doc.querySelectorAll('ul[aria-label] article')].map((card) => ({
      title: card.querySelector('h2')!.textContent,
      lang: card.querySelector('h2')!.getAttribute('lang'),
      note: card.textContent!.includes('Artículo en inglés'),
    }))
    expect(cards).toContainEqual({
      title: 'Presentamos la Sala de Explicación',
      lang: null,
      note: false,
    })
    expect(cards.filter((card) => card.lang === 'en').every((card) => card.note)).toBe(true)
    expect(cards.some((card) => card.lang === 'en')).toBe(true)
  })
})

describe('the Arabic build', () => {
  it('prerenders the Arabic translation, and English posts left to right', async () => {
    const doc = await page('ar', `/ar/blogs/${translated}`)
    expect(doc.querySelector('h1')!.textContent).toBe('نقدّم لكم غرفة الشرح')
    const english = await page('ar', `/ar/blogs/${englishOnly}`)
    const h1 = english.querySelector('h1')!
    expect([h1.getAttribute('lang'), h1.getAttribute('dir')]).toEqual(['en', 'ltr'])
    expect(english.body.textContent).toContain('هذا المقال متاح باللغة الإنجليزية فقط.')
    // Latin digits in dates.
    expect(english.querySelector('time')!.textContent).toMatch(/^\d{1,2} \S+ \d{4}$/)
  })
})
