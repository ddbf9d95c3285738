// Every route in the languages other than English, twice: once drawn at 1280 px and once at
// 390 px, the languages taking turns route by route (a sample, not every route four times), so
// each route is seen in two of them and each language meets every kind of page. Each page is its
// own prerendered document (lang and dir right in the HTML), hydrates without an error, shows no
// English outside what is marked English-only (lang="en"), and meets axe at one of its two widths.
// Each then fits 320 px, and reads as `expectReadable` asks (contrast from the pixels, text spacing).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseLocale, localeInfo, localizePath, locales, type Locale } from '../../content/locales'
import { pathname, seriousViolations, setupBrowser, url } from './browser'
import { expectRoundClosed } from './grant-round'
import { expectReadable, reflow } from './route-sweep'
import { routes } from './routes'

/** Names that are the same in every language (products, standards, protocols' own words). */
const names =
  /\b(Content-Security-Policy|StemVerse|BioVerse|ChemVerse|AtomVerse|SpaceVerse|GeoVerse|MathVerse|mathVerse|VR|AI|IB|IGCSE|CBSE|ICSE|GCSE|NGSS|Cambridge|Facebook|Instagram|LinkedIn|YouTube|X|Meta Quest|Pico|English|Español|WCAG|GDPR|COPPA|EmailJS|Calendly|Common Core|Internet Explorer|JavaScript|HTML|CSS|WAI-ARIA|Chromium|Chrome|Firefox|Safari|Edge|NVDA|VoiceOver|TalkBack|axe)\b/g

/** Words that are English and never Spanish: one of them in a Spanish interface is a leftover. */
const englishWords =
  /\b(the|and|with|your|our|you|for|of|to|is|are|this|that|from|more|read|view|learn|get|about|what|how|we|students|teachers|schools|science)\b/i

/**
 * The texts of the page a visitor reads or hears that are not marked English: visible text and
 * the names and descriptions of controls and images.
 */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element | null) =>
      !!element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en')
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || english(parent)) continue
      if (parent.closest('script, style, noscript, template')) continue
      if (!parent.checkVisibility()) continue
      texts.push(text)
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-description]',
    )) {
      if (english(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    // The title and description, unless the page is a post written in English only (its heading
    // is marked English, and they are its English title and summary).
    if (!english(document.querySelector('h1'))) {
      texts.push(document.title)
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content')
      if (description) texts.push(description)
    }
    return texts
  })
}

/** Words of that list a language writes too: 'science' is French as well. */
const sharedWords: Partial<Record<Locale, RegExp>> = { fr: /\bsciences?\b/gi }

function leftovers(texts: string[], locale: Locale): string[] {
  return texts
    .map((text) =>
      text
        .replace(names, ' ')
        // Addresses: e-mail, web and bare domain names (ipapi.co).
        .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:co|com|org|io|example)\b/g, ' '),
    )
    .filter((text) =>
      localeInfo[locale].script !== 'latin'
        ? /[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){1,}/.test(text)
        : englishWords.test(text.replace(sharedWords[locale] ?? /(?!)/, ' ')),
    )
}

const others = locales.filter((locale) => locale !== baseLocale)

/**
 * Every route at one width, in the other languages by turns: route n in the nth language after
 * `start`. axe runs on every other route, the two widths taking the others' turn.
 */
function sweep(viewport: 'desktop' | 'phone', start: number) {
  const { visit } = setupBrowser()
  const cases = routes.map((route, n) => {
    const locale = others[(n + start) % others.length]!
    return {
      ...route,
      locale,
      localized: localizePath(route.path, locale),
      axe: n % 2 === (viewport === 'desktop' ? 0 : 1),
    }
  })
  it.each(cases)(
    '$localized is in the language, hydrated, without English (axe: $axe)',
    async ({ locale, localized, heading, axe, path }) => {
      const { page, errors } = await visit(localized, { viewport })
      const html = page.locator('html')
      expect(await html.getAttribute('lang')).toBe(locale)
      expect(await html.getAttribute('dir')).toBe(localeInfo[locale].dir === 'rtl' ? 'rtl' : null)
      const h1 = await page.locator('h1').allTextContents()
      expect(h1).toHaveLength(1)
      // Translated, unless it is a name (BioVerse) or a post written in English only, marked so.
      const markedEnglish = await page
        .locator('h1')
        .evaluate((h) => !!h.closest('[lang]')?.getAttribute('lang')?.startsWith('en'))
      if (!markedEnglish && h1[0]!.replace(names, '').trim() !== '') {
        expect(h1[0], 'the heading is translated').not.toBe(heading)
      }
      await page.locator('#app-loader').waitFor({ state: 'detached' })
      await expectRoundClosed(page, path, locale)
      expect(leftovers(await interfaceTexts(page), locale)).toEqual([])
      if (axe) expect(await seriousViolations(page)).toEqual([])
      // No sideways scrolling at 320 px (1280 px at 400 % zoom), on either edge: right to left,
      // what is too wide sticks out on the left.
      const { scrollWidth, outside } = await reflow(page, 320)
      expect(
        scrollWidth,
        `wider than 320 px; sticking out: ${outside.join(', ')}`,
      ).toBeLessThanOrEqual(320)
      expect(outside, 'sticking out past an edge at 320 px').toEqual([])
      await expectReadable(page)
      expect(errors).toEqual([])
    },
  )
}

describe('every route at 1280 px, in the other languages by turns', () => sweep('desktop', 0))
describe('every route at 390 px, in the other languages by turns', () => sweep('phone', 1))

describe('the language switcher', () => {
  const { open } = setupBrowser()

  it('keeps the page, its query and its hash, and names each language in itself', async () => {
    const { page, errors } = await open('/es/svs?ref=mail#faq')
    const header = page.getByRole('banner')
    // Named in words, not by its code (a screen reader spelt 'E S'); the code is only drawn.
    expect(await header.locator('summary').getAttribute('aria-label')).toBe('Idioma: Español')
    await header
      .getByRole('button', { name: 'Idioma: Español' })
      .or(header.locator('summary'))
      .first()
      .click()
    const arabic = header.getByRole('link', { name: 'العربية' })
    expect(await arabic.getAttribute('hreflang')).toBe('ar')
    expect(await header.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe(
      'true',
    )
    await arabic.click()
    await page.waitForURL(/\/ar\/svs/)
    expect(pathname(page)).toBe('/ar/svs')
    expect(new URL(page.url()).search).toBe('?ref=mail')
    expect(new URL(page.url()).hash).toBe('#faq')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    // The footer names the same page in English too.
    const footerEnglish = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'اللغة' })
      .getByRole('link', { name: 'English' })
    expect(await footerEnglish.getAttribute('hreflang')).toBe('en')
    expect(new URL((await footerEnglish.getAttribute('href'))!, page.url()).pathname).toBe('/svs')
    // On to French with the header's switcher, once the Arabic page has woken, and from there
    // back to English. (A click on the footer's link before the footer has woken can be lost: a
    // bug of its own, not this test's.)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await header.locator('summary').click()
    await header.getByRole('link', { name: 'Français' }).click()
    await page.waitForURL(/\/fr\/svs/)
    expect(new URL(page.url()).search).toBe('?ref=mail')
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    expect(await page.locator('html').getAttribute('dir')).toBeNull()
    expect(await header.locator('summary').getAttribute('aria-label')).toBe(
      'Langue\u00a0: Français',
    )
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await header.locator('summary').click()
    await header.getByRole('link', { name: 'English' }).click()
    await page.waitForURL((address) => address.pathname === '/svs', { waitUntil: 'commit' })
    expect(pathname(page)).toBe('/svs')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(errors).toEqual([])
  })

  it('links stay in the language, and a page of it is reached without a reload', async () => {
    const { page, errors } = await open('/es/')
    // Every link but the switcher's, which leads to the other languages on purpose.
    const links = await page
      .locator('main a[href^="/"]:not([hreflang]), header a[href^="/"]:not([hreflang])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    const elsewhere = links.filter((href) => !href.startsWith('/es/') && !href.startsWith('/es?'))
    expect(elsewhere, 'links that leave the Spanish site').toEqual([])
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
    // The first one in view: a link on a slide the carousel is not showing would keep the click
    // waiting until the slide comes round (ten seconds).
    await page.locator('main a[href="/es/svs"]:visible').first().click()
    await page.waitForURL(/\/es\/svs$/)
    await expect.poll(() => page.locator('h1').count()).toBe(1)
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('addresses in every language', () => {
  it('answers every route in each language with its own document, and unknown ones with a 404', async () => {
    for (const locale of others) {
      for (const route of routes) {
        const path = localizePath(route.path, locale)
        const response = await fetch(url(path), { redirect: 'manual' })
        const status = route.path === '/not-found' ? [200, 404] : [200]
        expect(status, `${path} answered ${response.status}`).toContain(response.status)
        const html = await response.text()
        const dir = localeInfo[locale].dir === 'rtl' ? ' dir="rtl"' : ''
        expect(html).toContain(`<html lang="${locale}"${dir}>`)
        // The pages kept out of search results (not found, offline, search) list no alternates;
        // every other page names its languages and x-default.
        const unlisted = ['/not-found', '/offline', '/search'].includes(route.path)
        expect(html.includes('<meta name="robots" content="noindex"'), path).toBe(unlisted)
        if (!unlisted) {
          expect(html, path).toContain(`hreflang="x-default"`)
          for (const language of locales)
            expect(html, path).toContain(`rel="alternate" hreflang="${language}"`)
        } else expect(html, path).not.toContain(`hreflang="x-default"`)
      }
      // The blog's feed in the language, and its pages point to it.
      const feed = await fetch(url(`/${locale}/blogs/rss.xml`))
      expect(feed.status).toBe(200)
      expect(feed.headers.get('content-type')).toMatch(/xml/)
      expect(await feed.text()).toContain(`<language>${locale}</language>`)
      const blog = await (await fetch(url(`/${locale}/blogs`))).text()
      expect(blog).toMatch(
        new RegExp(`type="application/rss\\+xml"[^>]*href="[^"]*/${locale}/blogs/rss\\.xml"`),
      )
      const missing = await fetch(url(`/${locale}/no-such-page`))
      expect(missing.status).toBe(404)
      expect(await missing.text()).toContain(`<html lang="${locale}"`)
    }
    const upper = await fetch(url('/ES/SVS/'), { redirect: 'manual' })
    expect(upper.status).toBe(301)
    expect(upper.headers.get('location')).toBe('/es/svs')
  })
})
