// Paint from the HTML, wake the app after (docs/performance.md): the document alone makes the
// page readable, the loader goes at `load`, no script is fetched before it, and a tap in the
// moment before the app has woken still does something sensible.
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { modalCopy as modalCopyEn } from '../../content/modals'
import { modalCopy as modalCopyAr } from '../../content/modals.ar'
import { modalCopy as modalCopyEs } from '../../content/modals.es'
import { getInTouchLabel as getInTouchEn } from '../../content/navigation'
import { getInTouchLabel as getInTouchAr } from '../../content/navigation.ar'
import { getInTouchLabel as getInTouchEs } from '../../content/navigation.es'
import { setupBrowser, url } from './browser'

const { open } = setupBrowser()

const languages = [
  { home: '/', getInTouch: getInTouchEn, dialog: modalCopyEn.schoolContact.title },
  { home: '/es/', getInTouch: getInTouchEs, dialog: modalCopyEs.schoolContact.title },
  { home: '/ar/', getInTouch: getInTouchAr, dialog: modalCopyAr.schoolContact.title },
]

/** Holds the app's entry script until `release` is called: the page stays as the HTML made it. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return () => release()
}

describe('the first paint comes from the HTML', () => {
  it.each(['/', '/es/svs', '/ar/blogs'])(
    '%s: no script, stylesheet or second font for the browser to wait for',
    async (path) => {
      const html = await (await fetch(url(path))).text()
      // What the browser reads (a <noscript> link is for a visitor without scripts).
      const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/g, '')
      expect(html).toContain('<div id="app-loader"')
      // No script with a source and no module preload: the app's code starts after `load`.
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
      expect(html).not.toMatch(/rel="modulepreload"/)
      // Its CSS is inline; a stylesheet link is only a disabled mark (never fetched).
      for (const link of head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []) {
        expect(link).toContain(' disabled')
      }
      expect(head).toMatch(/<style>[^<]*--font-body/)
      expect(head.match(/rel="preload" as="font"/g)).toHaveLength(1)
    },
  )

  it('the loader shows until load and goes right after; no script arrives before load', async () => {
    const scriptsBeforeLoad: string[] = []
    const { page } = await open('/svs', {
      prepare: async (page) => {
        let loaded = false
        page.on('load', () => (loaded = true))
        page.on('request', (request) => {
          if (!loaded && request.resourceType() === 'script') scriptsBeforeLoad.push(request.url())
        })
        // The loader when the document is parsed, and right after the load event's handlers:
        // shown, then fading out (its class set by the load handler itself, not later).
        await page.addInitScript(() => {
          const seen: string[] = []
          const look = () => {
            const loader = document.getElementById('app-loader')
            seen.push(
              loader
                ? `${getComputedStyle(loader).opacity}${loader.classList.contains('is-done') ? ' leaving' : ''}`
                : 'none',
            )
          }
          document.addEventListener('DOMContentLoaded', look)
          window.addEventListener('load', () => setTimeout(look, 0))
          ;(window as { __loaderSeen?: string[] }).__loaderSeen = seen
        })
      },
    })
    expect(scriptsBeforeLoad).toEqual([])
    const seen = await page.evaluate(() => (window as { __loaderSeen?: string[] }).__loaderSeen)
    expect(seen?.[0]).toBe('1')
    // Leaving as the load event ends (or gone already, on a slow machine's late look).
    expect(seen?.[1]).toMatch(/ leaving$|^none$/)
    // And then gone from the page (the wait is only a guard against a hang).
    await page.locator('#app-loader').waitFor({ state: 'detached' })
  })
})

describe('a tap before the app has woken', () => {
  it.each(languages)(
    '$home: Get in Touch brings the visitor to the contact form, then opens its dialog once awake',
    async ({ home, getInTouch, dialog }) => {
      let release = () => {}
      const { page } = await open(home, {
        prepare: async (page) => (release = await holdTheApp(page)),
        waitForApp: false,
      })
      await page.locator('#app-loader').waitFor({ state: 'detached' })
      // The banner: the page's first carousel.
      const hero = page.locator('main section[aria-roledescription]').first()
      await hero.getByRole('button', { name: getInTouch, exact: true }).first().click()
      // The app has not woken: in a moment the page goes to the form instead.
      await expect.poll(() => new URL(page.url()).hash).toBe('#contact')
      await expect
        .poll(() => page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(400)
      // Now it wakes, and the same button opens the dialog.
      release()
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      await page.evaluate(() => window.scrollTo(0, 0))
      await hero.getByRole('button', { name: getInTouch, exact: true }).first().click()
      await page.getByRole('dialog', { name: dialog }).waitFor()
    },
  )

  it('a dialog opener tapped just before the app wakes opens its dialog when it does', async () => {
    let release = () => {}
    const { page } = await open('/', {
      prepare: async (page) => (release = await holdTheApp(page)),
      waitForApp: false,
    })
    await page.locator('#app-loader').waitFor({ state: 'detached' })
    const slide = page.locator('main [aria-roledescription="slide"][data-active]').first()
    await slide.getByRole('button', { name: 'Offer', exact: true }).click()
    release()
    await page.getByRole('dialog', { name: modalCopyEn.offer.title }).waitFor()
  })

  it('a link in a part not yet woken still moves within the app, without a reload', async () => {
    const { page } = await open('/')
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
    // The footer wakes only near the viewport: followed at once, before it has.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Grants' })
    await footerLink.evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => new URL(page.url()).pathname).toBe('/grant')
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  })
})
