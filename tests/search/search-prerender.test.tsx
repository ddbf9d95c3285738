// @vitest-environment node
// /search as each language's build prerenders it (scripts/prerender.ts), read as a browser
// without script would: a GET form to the language's /search with a labelled field q and a submit
// button, and, in the page's language, that results need script, with links to the main pages.
// The service answers /search?q=… with this same page whatever the query (server/app.ts).
import { JSDOM } from 'jsdom'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { locales, localizePath, type Locale } from '../../content/locales'
import { searchCopy as en } from '../../content/pages/search'
import { searchCopy as ar } from '../../content/pages/search.ar'
import { searchCopy as es } from '../../content/pages/search.es'
import { searchCopy as fr } from '../../content/pages/search.fr'
import { paths } from '../../content/paths'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts } from '../../server/blog/load-posts'

// The build's language (src/i18n/locale.ts is a constant per build), its messages and the
// search's words and header's pages in it (the build swaps in a module's sibling: docs/i18n.md).
const build = vi.hoisted(() => ({ locale: 'en' as Locale }))
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
vi.mock('../../content/pages/search', async () => {
  const copies = {
    en: (await import('../../content/pages/search')).searchCopy,
    es: (await import('../../content/pages/search.es')).searchCopy,
    ar: (await import('../../content/pages/search.ar')).searchCopy,
    fr: (await import('../../content/pages/search.fr')).searchCopy,
  }
  return {
    get searchCopy() {
      return copies[build.locale]
    },
  }
})
vi.mock('../../content/navigation', async () => {
  const navigations = {
    en: await import('../../content/navigation'),
    es: await import('../../content/navigation.es'),
    ar: await import('../../content/navigation.ar'),
    fr: await import('../../content/navigation.fr'),
  }
  return {
    get headerGroups() {
      return navigations[build.locale].headerGroups
    },
    get headerBlogsLink() {
      return navigations[build.locale].headerBlogsLink
    },
    get getInTouchLabel() {
      return navigations[build.locale].getInTouchLabel
    },
  }
})

const { render, setSanitizerWindow } = await import('../../src/entry-prerender')
const navigations = {
  en: await import('../../content/navigation'),
  es: await import('../../content/navigation.es'),
  ar: await import('../../content/navigation.ar'),
  fr: await import('../../content/navigation.fr'),
}
const copies: Record<Locale, typeof en> = { en, es, ar, fr }
const posts = readPosts(resolve('content/blog'))
beforeAll(() => {
  setSanitizerWindow(new JSDOM('').window)
})

/** The page as prerendered, parsed as a browser without script parses it (<noscript> is markup). */
async function page(locale: Locale, address: string = paths.search) {
  build.locale = locale
  const rendered = await render(localizePath(address, locale), blogCatalog(posts, locale))
  expect(rendered.status).toBe(200)
  return {
    html: rendered.html,
    main: new JSDOM(rendered.html).window.document.querySelector('main')!,
  }
}

describe('/search without script', () => {
  it.each(locales)('is a GET form to the page, and says why no results, in %s', async (locale) => {
    const copy = copies[locale]
    const { main } = await page(locale)
    const form = main.querySelector('form[role="search"]')!
    expect(form.getAttribute('action')).toBe(localizePath(paths.search, locale))
    expect(form.getAttribute('method')).toBe('get')
    const fields = form.querySelectorAll('input')
    expect(fields).toHaveLength(1)
    const field = fields[0]!
    expect(field.name).toBe('q')
    expect(field.value).toBe('')
    expect(form.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(copy.label)
    const submit = form.querySelector('button')!
    expect(submit.type).toBe('submit')
    expect(submit.textContent).toBe(copy.submit)

    // Said only without script: results need it; the header's pages instead, in the language.
    const fallback = main.querySelector('noscript')!
    expect(fallback.querySelector('p')?.textContent).toBe(copy.noScript)
    const { headerGroups: groups, headerBlogsLink: blogs } = navigations[locale]
    const expected = [...groups.flatMap((group) => group.links), blogs]
    expect(
      [...fallback.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(expected.map((link) => [link.label, localizePath(link.to, locale)]))
    expect(expected.length).toBeGreaterThan(5)
  })

  it('is the same page whatever the address asks, and shows no query before it wakes', async () => {
    // The service answers every /search?q=… with the prerendered page; the build's render of an
    // address with a hostile query holds none of it either (the app reads ?q= once awake).
    const { main: plain } = await page('en')
    for (const q of ['<script>alert(1)</script>', 'a\u0000b', 'ب'.repeat(5000)]) {
      const { html, main } = await page('en', `${paths.search}?q=${encodeURIComponent(q)}`)
      expect(main.outerHTML).toBe(plain.outerHTML)
      expect(html).not.toContain('<script>alert(1)')
    }
  })
})
