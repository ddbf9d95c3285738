// The service worker in Chromium (src/offline, docs/offline.md): pages read online open offline, a
// page never read shows the offline page naming the kept ones, and a changed worker is offered
// as a new version. Only this file lets the worker run (tests/e2e/browser.ts blocks it).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { page as offlineEn } from '../../content/pages/offline'
import { page as offlineFr } from '../../content/pages/offline.fr'
import { seriousViolations, setupBrowser, url } from './browser'

const { open, load } = setupBrowser()

/** The worker of the page's language is active, and the page it opened first is kept. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
}

/** The paths in the pages cache of a language. */
async function keptPaths(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const keys = await (await caches.open(name)).keys()
    return keys.map((request) => new URL(request.url).pathname)
  }, cache)
}

/** Errors other than the network being off (requests that failed because it is). */
const notNetwork = (errors: string[]) =>
  errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i.test(error))

const languages = [
  { name: 'English', prefix: '', locale: 'en', offline: offlineEn },
  // A prefixed language's worker, scoped to its folder; the languages take turns here (Arabic's
  // was the one until French came).
  { name: 'French', prefix: '/fr', locale: 'fr', offline: offlineFr },
] as const

describe('pages without a connection', () => {
  for (const language of languages) {
    it(`${language.name}: /svs opens offline; /grant, never opened, shows the offline page naming the kept pages`, async () => {
      const { prefix } = language
      const cache = `stemverse-pages-${language.locale}`
      const { page, errors } = await open(`${prefix}/svs`, { serviceWorkers: 'allow' })
      const svsHeading = await page.locator('h1').first().innerText()
      const svsTitle = await page.title()
      await workerReady(page)
      // The first page was loaded before the worker existed: the page hands it over to keep.
      await expect.poll(() => keptPaths(page, cache)).toContain(`${prefix}/svs`)
      await load(page, `${prefix}/svi`)
      const sviTitle = await page.title()
      await expect.poll(() => keptPaths(page, cache)).toContain(`${prefix}/svi`)

      await page.context().setOffline(true)
      await load(page, `${prefix}/svs`)
      expect(await page.locator('h1').first().innerText()).toBe(svsHeading)
      expect(await page.title()).toBe(svsTitle)

      await load(page, `${prefix}/grant`)
      // The offline page, at the address asked for, in the page's language.
      expect(new URL(page.url()).pathname).toBe(`${prefix}/grant`)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(language.offline.heading)
      const list = page.getByRole('list', { name: language.offline.keptHeading })
      await expect
        .poll(() => list.getByRole('link').allInnerTexts())
        .toEqual(expect.arrayContaining([svsTitle, sviTitle]))
      expect(await list.getByRole('link', { name: svsTitle }).getAttribute('href')).toBe(
        `${prefix}/svs`,
      )
      expect(
        await page.getByRole('link', { name: language.offline.retry }).getAttribute('href'),
      ).toBe(`${prefix}/grant`)
      expect(await seriousViolations(page)).toEqual([])
      // A kept page opens from the list.
      await list.getByRole('link', { name: sviTitle }).click()
      await page.waitForURL(url(`${prefix}/svi`))
      expect(await page.title()).toBe(sviTitle)
      expect(errors.filter((error) => error.includes('CSP'))).toEqual([])
      expect(notNetwork(errors)).toEqual([])
      await page.context().setOffline(false)
    })
  }
})

describe('a new version', () => {
  it('is offered once its worker waits, held while a form holds typed text, and loaded on Reload', async () => {
    // A rebuild, simulated: the worker's script changes on the server (dist/sw.js, and its
    // compressed twins out of the way), and the page asks the browser to check for an update.
    const script = 'dist/sw.js'
    const twins = ['dist/sw.js.br', 'dist/sw.js.gz'].filter((file) => existsSync(file))
    const original = readFileSync(script)
    const { page, errors } = await open('/grant', { serviceWorkers: 'allow' })
    try {
      await workerReady(page)
      // Controlled by the worker from its next load on.
      await load(page, '/grant')
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)

      // Typed text in the page's form holds the offer back.
      await page.locator('#contact').scrollIntoViewIfNeeded()
      const form = page.locator('#contact form')
      await form.getByLabel('Name').fill('Ada Lovelace')

      for (const twin of twins) renameSync(twin, `${twin}.kept`)
      writeFileSync(script, `${original.toString()}\n// rebuilt ${Date.now()}\n`)
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      )
      await expect
        .poll(() =>
          page.evaluate(() =>
            navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? 'none'),
          ),
        )
        .toBe('installed')
      const offer = page.getByRole('status').filter({ hasText: 'A new version' })
      // Held: nothing is offered while the form holds what was typed. The page has noticed the
      // waiting worker once the offer's region is in it; two frames later React has drawn what
      // the offer's machine decided.
      await page.locator('#update-offer').waitFor({ state: 'attached' })
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await offer.count()).toBe(0)

      await form.getByLabel('Name').fill('')
      await expect
        .poll(() => offer.innerText())
        .toContain('A new version of this site is available.')
      expect(await seriousViolations(page, '[role="status"]')).toEqual([])
      const reloaded = page.waitForEvent('load')
      await offer.getByRole('button', { name: 'Reload' }).click()
      await reloaded
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      // The new worker controls the page; nothing is offered any more.
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => !r?.waiting && !!r?.active),
        ),
      ).toBe(true)
      expect(await page.getByText('A new version of this site is available.').count()).toBe(0)
      expect(errors.filter((error) => error.includes('CSP'))).toEqual([])
    } finally {
      writeFileSync(script, original)
      for (const twin of twins) if (existsSync(`${twin}.kept`)) renameSync(`${twin}.kept`, twin)
    }
  })
})
