// The service worker in Chromium (src/offline, docs/offline.md): pages read online open offline, a
// page never read shows the offline page naming the kept ones, and a changed worker is offered
// as a new version. Only this file lets the worker run (tests/e2e/browser.ts blocks it).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { page as offlineEn } from '../../content/pages/offline'
import { page as offlineAr } from '../../content/pages/offline.ar'
import { page as offlineEs } from '../../content/pages/offline.es'
import { proposal } from '../../content/pages/proposal'
import { page as offlineFr } from '../../content/pages/offline.fr'
import { onUseGraph, reachOnUse } from '../../scripts/sw/precache.mjs'
import { readOutbox, seriousViolations, setupBrowser, url } from './browser'
import {
  fillContact,
  fillSchoolContact,
  nothingLeftToSend,
  outboxWith,
  sentNotice,
  words,
  type Lang,
} from './enquiries'

const { open, load } = setupBrowser()

/** The file of the update offer's code in the English build (its manifest). */
const offerChunk = () =>
  (
    JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  )['src/offline/update-offer.tsx']!.file

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
  // Prefixed languages' workers, each scoped to its folder.
  { name: 'Spanish', prefix: '/es', locale: 'es', offline: offlineEs },
  { name: 'Arabic', prefix: '/ar', locale: 'ar', offline: offlineAr },
  { name: 'French', prefix: '/fr', locale: 'fr', offline: offlineFr },
] as const

/**
 * Whether the worker holds every file the page's files may load on use (the build's graph from
 * them, as the worker follows it: src/offline/worker.ts, keepOnUse), in any of its caches.
 */
async function keptForUse(page: Page, prefix: string, woke: string[]) {
  const graph = onUseGraph('dist', prefix ? `${prefix.slice(1)}/` : '')
  const files = reachOnUse(graph, woke)
  const missing = await page.evaluate(
    async (addresses) =>
      (
        await Promise.all(
          addresses.map(async (address) => ((await caches.match(address)) ? null : address)),
        )
      ).filter(Boolean),
    files,
  )
  return { files: files.length, missing }
}

/** The language's own script and style files the page has fetched (its resource timing). */
const wokeWith = (page: Page, prefix: string) =>
  page.evaluate(
    (assets) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith(assets)),
    `${prefix}/assets/`,
  )

describe('pages without a connection', () => {
  for (const language of languages) {
    it(`${language.name}: /svs opens offline, its forms and a dialog's are filled and kept, and sent once back online; /grant, never opened, shows the offline page naming the kept pages`, async () => {
      const { prefix } = language
      const lang = language.locale as Lang
      const cache = `stemverse-pages-${language.locale}`
      const { page, errors } = await open(`${prefix}/svs`, { serviceWorkers: 'allow' })
      const svsHeading = await page.locator('h1').first().innerText()
      const svsTitle = await page.title()
      await workerReady(page)
      // The first page was loaded before the worker existed: the page hands it over to keep.
      await expect.poll(() => keptPaths(page, cache)).toContain(`${prefix}/svs`)
      const woke = await wokeWith(page, prefix)
      // Leaving it, the visitor has the worker keep what /svs may load on use: its forms, the
      // country picker, the code that sends, its dialogs (docs/offline-queue.md).
      const proposalAddress = `/proposal?labs=3&years=4&school=${encodeURIComponent(`Hillside ${Date.now()}`)}`
      if (lang === 'en') {
        // And a proposal read online, whose hand-off to the contact form is used offline below.
        await load(page, proposalAddress)
        await page.locator('article[aria-busy="false"]').waitFor({ state: 'attached' })
      }
      await load(page, `${prefix}/svi`)
      const sviTitle = await page.title()
      await expect.poll(() => keptPaths(page, cache)).toContain(`${prefix}/svi`)
      await expect.poll(async () => (await keptForUse(page, prefix, woke)).missing).toEqual([])

      await page.context().setOffline(true)
      await load(page, `${prefix}/svs`)
      expect(await page.locator('h1').first().innerText()).toBe(svsHeading)
      expect(await page.title()).toBe(svsTitle)

      // The About section's form, a country chosen, sent: kept on the device.
      const id = `offline-${lang}-${Date.now()}`
      const form = await fillContact(page, lang, id)
      await form.getByRole('button', { name: words[lang].send }).click()
      await form.getByRole('status').getByText(words[lang].saved).waitFor()
      // Every field is kept, and nothing left the device.
      expect(await form.getByLabel(words[lang].name).inputValue()).toBe('Ada Lovelace')
      expect(await outboxWith(id)).toHaveLength(0)
      // What waits can be seen, by keyboard too: the corner's disclosure lists it.
      const summary = page.locator('#enquiry-queue summary').filter({ hasText: /\(1\)/ })
      await summary.focus()
      await page.keyboard.press('Enter')
      expect(await page.getByRole('button', { name: /ada@example\.org/ }).count()).toBe(1)
      await page.keyboard.press('Enter')
      // A dialog's form: the school contact dialog, from the page's own button.
      await page.locator('main [data-opens="schoolContact"]').first().click()
      const dialog = page.getByRole('dialog')
      const dialogForm = await fillSchoolContact(dialog, lang, `${id}-dialog`)
      await dialogForm.getByRole('button', { name: words[lang].send }).click()
      await dialogForm.getByRole('status').getByText(words[lang].saved).waitFor()
      expect(await page.locator('[data-code-unavailable]').count()).toBe(0)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      if (lang === 'en') {
        // The proposal's hand-off: its summary in the contact form, the rest filled, kept.
        await load(page, proposalAddress)
        await page.locator('article[aria-busy="false"]').waitFor({ state: 'attached' })
        await page.getByRole('button', { name: proposal.next.send }).click()
        const handOff = page.getByRole('dialog')
        await handOff.locator('form').waitFor()
        expect(await handOff.getByLabel(words.en.message).inputValue()).toContain(
          '/proposal?labs=3',
        )
        await handOff.getByLabel(words.en.personName).fill('Amina Yusuf')
        await handOff.getByLabel(words.en.designation).fill('Principal')
        await handOff.getByLabel(words.en.email).fill('amina@hillside.example')
        await handOff.getByRole('combobox', { name: /Country/ }).fill('keny')
        await handOff.getByRole('option', { name: 'Kenya', exact: true }).click()
        await handOff.getByRole('button', { name: words.en.send }).click()
        await handOff.getByRole('status').getByText(words.en.saved).waitFor()
      }

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
      expect(await outboxWith(id)).toHaveLength(0)

      // Back online: each enquiry arrives once, and nothing is left to send.
      await page.context().setOffline(false)
      // The page that sends them says so.
      await sentNotice(page, lang).waitFor()
      await expect.poll(async () => (await outboxWith(id)).length).toBe(1)
      await expect.poll(async () => (await outboxWith(`${id}-dialog`)).length).toBe(1)
      await expect.poll(() => nothingLeftToSend(page)).toBe(true)
      expect(await outboxWith(id)).toHaveLength(1)
      expect(await outboxWith(`${id}-dialog`)).toHaveLength(1)
      if (lang === 'en') {
        const school = decodeURIComponent(proposalAddress.split('school=')[1]!)
        const handedOff = (await readOutbox()).filter((m) => m.templateParams.schoolName === school)
        expect(handedOff).toHaveLength(1)
      }
      expect(errors.filter((error) => error.includes('CSP'))).toEqual([])
      expect(notNetwork(errors)).toEqual([])
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

      // The offer's own code out of reach as the new version comes (not on this device, the
      // network dropping it): nothing is offered, nothing breaks, and the next page offers it.
      const offerCode = url(`/${offerChunk()}`)
      await page.evaluate(async (address) => {
        for (const name of await caches.keys()) await (await caches.open(name)).delete(address)
      }, offerCode)
      const drop = (route: Route) => route.abort('internetdisconnected')
      await page.context().route(offerCode, drop)
      const offerAsked = page.waitForRequest(offerCode)

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
      await offerAsked
      await page.context().unroute(offerCode, drop)
      expect(await page.locator('#update-offer').count()).toBe(0)
      // The next page inside the site offers it (the form, in the shell, keeps its text).
      await page
        .locator('footer a[href="/svi"], header a[href="/svi"]')
        .first()
        .evaluate((a) => (a as HTMLElement).click())
      await page.waitForURL(url('/svi'))
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
