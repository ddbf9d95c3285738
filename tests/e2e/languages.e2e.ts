// The language switcher, and every route's address in every language. Each page drawn in its
// language (its own prerendered document, lang and dir right in the HTML, no English outside
// what is marked English-only) is the route sweep's (tests/e2e/route-sweep.ts), on the one load
// it makes of each route in each of its languages.
import { describe, expect, it } from 'vitest'
import { baseLocale, localeInfo, localizePath, locales } from '../../content/locales'
import { pathname, setupBrowser, url } from './browser'
import { routes } from './routes'

const others = locales.filter((locale) => locale !== baseLocale)

describe('the language switcher', () => {
  const { open } = setupBrowser()

  it('keeps the page, its query and its hash, and names each language in itself', async () => {
    const { page, errors } = await open('/es/svs?ref=mail#faq')
    const header = page.getByRole('banner')
    // Named in words, not by its code (a screen reader spelt 'E S'); the code is only drawn.
    expect(await header.locator('summary').getAttribute('aria-label')).toBe('ES, Idioma: Español')
    await header
      .getByRole('button', { name: 'ES, Idioma: Español' })
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
      'FR, Langue\u00a0: Français',
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
