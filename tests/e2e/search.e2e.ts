// The site search in Chromium (docs/search.md): nothing fetched before intent, the dialog by
// keyboard with its accessibility tree and live region, results that are links, the four
// languages, hostile queries on /search, /search without script, the first query's downloads,
// and search without a connection after one visit.
import { existsSync, statSync } from 'node:fs'
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { searchCopy as en } from '../../content/pages/search'
import { searchCopy as es } from '../../content/pages/search.es'
import { searchCopy as ar } from '../../content/pages/search.ar'
import { searchCopy as fr } from '../../content/pages/search.fr'
import { maxQueryLength } from '../../machines/site-search.machine'
import { seriousViolations, settle, setupBrowser, url } from './browser'

const { open, load } = setupBrowser()

/** A request of the search's own: its index or a chunk of src/search (Orama with it). */
const isSearchFile = (request: Request) =>
  /search-index\.json|\/assets\/(search|engine|stemmers)[^/]*\.js/.test(request.url())

/** What a search loads on intent: the index, Orama and the stemmers (not the page's own code). */
const isSearchEngineFile = (request: Request) =>
  /search-index\.json|\/assets\/(engine|stemmers)[^/]*\.js/.test(request.url())

/** The size a file of dist/ travels at, gzip (the build's .gz copy). */
function gzipBytes(address: string) {
  const file = `dist${new URL(address).pathname}.gz`
  return existsSync(file) ? statSync(file).size : 0
}

/**
 * What a first query downloaded, gzip: each file once. A chunk is asked twice (Vite's modulepreload
 * and the import itself), and the second is answered from the browser's memory.
 */
const downloaded = (requests: Request[]) =>
  [...new Set(requests.map((request) => request.url()))].reduce(
    (sum, address) => sum + gzipBytes(address),
    0,
  )
/** The first query's limit, gzip (docs/search.md; scripts/budget.mjs holds it from the build). */
const firstQueryLimit = 150_000

/** Each result's link, as its address reads (the option is the <a href> itself). */
const hrefsOf = (options: Locator) =>
  options.evaluateAll((links) =>
    links.map((link) => (link.tagName === 'A' ? link.getAttribute('href') : null)),
  )

/** The results' texts once the live region says how many there are. */
async function resultsFor(page: Page, query: string, copy = en) {
  const box = page.getByRole('combobox', { name: copy.label })
  await box.fill(query)
  const status = page
    .getByRole('status')
    .filter({ hasText: /\d|\p{L}/u })
    .last()
  await expect.poll(() => status.innerText()).toMatch(/\d/)
  return page.getByRole('listbox', { name: copy.resultsLabel }).getByRole('option').allInnerTexts()
}

describe('site search', { timeout: 90_000 }, () => {
  it('fetches nothing before intent; the dialog works by keyboard and opens a result at its section', async () => {
    const fetched: Request[] = []
    const { page, errors } = await open('/', {
      prepare: async (page) =>
        page.on('request', (request) => {
          if (isSearchFile(request)) fetched.push(request)
        }),
    })
    // Awake, with nothing left to fetch and the browser idle: whatever the page would fetch
    // without being asked, it has by now.
    await settle(page)
    expect(fetched.map((r) => r.url())).toEqual([])

    const control = page.getByRole('link', { name: en.label })
    expect(await control.getAttribute('href')).toBe('/search')
    await control.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: en.label })
    await dialog.waitFor()
    const box = dialog.getByRole('combobox', { name: en.label })
    await expect.poll(() => box.evaluate((e) => e === document.activeElement)).toBe(true)
    await page.keyboard.type('photosynthesis')
    const status = dialog.getByRole('status')
    await expect.poll(() => status.innerText()).toMatch(/^\d+ results$/)
    const options = dialog.getByRole('listbox', { name: en.resultsLabel }).getByRole('option')
    const texts = await options.allInnerTexts()
    expect(texts.some((t) => t.startsWith(en.kinds.world) && t.includes('BioVerse'))).toBe(true)
    expect(texts.some((t) => t.startsWith('Curriculum'))).toBe(true)
    expect(await dialog.ariaSnapshot()).toContain(`combobox "${en.label}"`)
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    expect(await seriousViolations(page, 'dialog')).toEqual([])

    // The first query's downloads, as they travel gzipped.
    expect(fetched.some((r) => r.url().endsWith('/search-index.json'))).toBe(true)
    expect(downloaded(fetched)).toBeLessThanOrEqual(firstQueryLimit)

    // Each result is a link to its page and section: the world's page among them.
    const hrefs = await hrefsOf(options)
    expect(hrefs.every((href) => href !== null && /^\/[^#?]*(#[\w-]+)?$/.test(href))).toBe(true)
    const world = texts.findIndex((t) => t.startsWith(en.kinds.world) && t.includes('BioVerse'))
    expect(hrefs[world]).toMatch(/^\/BioVerse(#|$)/)

    // Arrows move through the results, Enter opens the one chosen at its section.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const chosen = options.nth(1)
    expect(await chosen.getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'))
    await page.keyboard.press('ArrowUp')
    const first = options.first()
    const heading = (await first.innerText()).split('\n')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    // Enter followed the chosen result's link, to its page and section.
    const address = new URL(page.url())
    expect(address.pathname).not.toBe('/')
    expect(decodeURI(address.pathname) + address.hash).toBe(hrefs[0])
    expect(heading.length).toBeGreaterThan(1)
    // The result's page, once drawn, takes focus at its start (src/lib/page-focus.ts). On a busy
    // machine that can come after the next click: wait for it, as a reader would see it.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main')))
      .toBe(true)

    // Escape closes the dialog and gives focus back to the control.
    await page.getByRole('link', { name: en.label }).click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The dialog's way out waits for the modal stack: focus comes back once it has closed.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(en.label)
    expect(errors).toEqual([])
  })

  it('/search fetches its index on intent only: a query in the address, or the field touched', async () => {
    const fetched: string[] = []
    const { page, errors } = await open('/search', {
      prepare: async (page) =>
        page.on('request', (request) => {
          if (isSearchEngineFile(request)) fetched.push(new URL(request.url()).pathname)
        }),
    })
    await settle(page)
    expect(fetched, 'read, not touched').toEqual([])
    await page.getByRole('combobox', { name: en.label }).focus()
    await expect.poll(() => fetched).toContain('/search-index.json')
    expect(errors).toEqual([])
  })

  it('searches each language as its readers write it, on the /search page', async () => {
    // What each language's first query downloads (the page's own chunk came with it).
    const firstQuery = new Map<string, Request[]>()
    const { page, errors } = await open('/search?q=grant%20deadline', {
      prepare: async (page) =>
        page.on('request', (request) => {
          if (!isSearchEngineFile(request)) return
          const language = /^\/(es|ar|fr)\//.exec(new URL(request.url()).pathname)?.[1] ?? 'en'
          firstQuery.set(language, [...(firstQuery.get(language) ?? []), request])
        }),
    })
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await expect.poll(() => page.getByRole('option').first().innerText()).toContain('Grant')
    // The results are links to their page and section, the grant's among them.
    const hrefs = await hrefsOf(page.getByRole('option'))
    expect(hrefs.every((href) => href !== null && /^\/[^#?]*(#[\w-]+)?$/.test(href))).toBe(true)
    expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/^\/grant(#|$)/)]))
    expect(await resultsFor(page, 'Kenya')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Countries/)]),
    )
    expect(new URL(page.url()).search).toBe('?q=Kenya')

    await load(page, '/es/search')
    expect((await resultsFor(page, 'fotosintesis', es)).join()).toContain('BioVerse')

    await load(page, '/ar/search')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const built = await resultsFor(page, 'بناء ضوئي', ar)
    const represented = await resultsFor(page, 'التمثيل الضوئي', ar)
    expect(built.join()).toContain('البناء الضوئي')
    expect(represented.join()).toContain('البناء الضوئي')
    expect((await resultsFor(page, 'photosynthesis', ar)).join()).toContain(ar.kinds.curriculum)
    expect(await seriousViolations(page)).toEqual([])

    // French, stemmed, its accents folded: typed without them, as on a phone's keyboard.
    await load(page, '/fr/search?q=photosynthese')
    await expect
      .poll(() => page.getByRole('option').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(/photosynthèse/i)]))
    // Links in the page's language: the French page of each result, at its section.
    const french = await hrefsOf(page.getByRole('option'))
    expect(french.length).toBeGreaterThan(0)
    expect(french.every((href) => href !== null && /^\/fr\/[^#?]*(#[\w-]+)?$/.test(href))).toBe(
      true,
    )
    expect(french).toEqual(expect.arrayContaining([expect.stringMatching(/^\/fr\/BioVerse(#|$)/)]))
    expect((await resultsFor(page, 'electricite', fr)).join()).toMatch(/électricité/i)
    expect(await seriousViolations(page)).toEqual([])
    expect([...firstQuery.keys()].sort()).toEqual(['ar', 'en', 'es', 'fr'])
    for (const [language, requests] of firstQuery) {
      expect(downloaded(requests), `${language}'s first query, gzip`).toBeLessThanOrEqual(
        firstQueryLimit,
      )
    }
    expect(errors).toEqual([])
  })

  it('shows hostile queries as text, cut with a note, and never runs them', async () => {
    // 10,000 characters, Arabic and Latin; a malformed escape; markup, spaces, mixed scripts.
    const long = 'ب'.repeat(300) + 'a'.repeat(9700)
    const { page, errors } = await open(`/search?q=${encodeURIComponent(long)}`)
    const dialogs: string[] = []
    const api: string[] = []
    page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())))
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url())
    })
    const box = page.getByRole('combobox', { name: en.label })
    await expect.poll(() => box.inputValue().then((v) => v.length)).toBe(maxQueryLength)
    expect((await box.inputValue()) === long.slice(0, maxQueryLength), 'the query, cut').toBe(true)
    await page.getByText(en.cut.replace('{max}', String(maxQueryLength))).waitFor()

    await load(page, '/search?q=cells%E0%A4%A')
    await expect.poll(() => box.inputValue()).toMatch(/^cells/)
    for (const query of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      await box.fill(query)
      await page.getByText(en.none.replace('{query}', query)).waitFor()
      expect(await box.inputValue()).toBe(query)
    }
    await box.fill('   ')
    await page.getByText(en.hint).waitFor()
    // Mixed scripts: the English index has no Arabic word, so none, said as text.
    await box.fill('خلية cell')
    await page.getByText(en.none.replace('{query}', 'خلية cell')).waitFor()
    expect(await page.locator('#root script, #root img[src="x"]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(api).toEqual([])
    expect(errors).toEqual([])

    // Without script /search is a GET form: Enter asks the service for /fr/search?q=…, which
    // answers the same page, saying in French that results need script, with the main pages.
    const browser = page.context().browser()!
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const bare = await noScript.newPage()
      await bare.goto(url('/fr/search'))
      const field = bare.getByRole('combobox', { name: fr.label })
      await field.fill('cellule <script>')
      await Promise.all([bare.waitForURL(/\/fr\/search\?q=/), field.press('Enter')])
      expect(new URL(bare.url()).searchParams.get('q')).toBe('cellule <script>')
      await bare.getByRole('heading', { level: 1, name: fr.heading }).waitFor()
      // Playwright's text locators skip <noscript>, whose content this browser shows.
      const fallback = bare.locator('main noscript p')
      expect(await fallback.isVisible()).toBe(true)
      expect(await fallback.textContent()).toBe(fr.noScript)
      expect(await bare.locator('main noscript a').count()).toBeGreaterThan(5)
      // Nothing covers the page: the loader that script would remove is not drawn.
      expect(await bare.locator('#app-loader').isVisible()).toBe(false)
      // A hostile address gets the same sane page, never the query in its markup.
      const hostile = `/search?q=${encodeURIComponent(`<script>alert(1)</script>\u0000${'a'.repeat(5000)}`)}`
      const answer = await bare.goto(url(hostile))
      expect(answer?.status()).toBe(200)
      expect(await bare.locator('main noscript p').textContent()).toBe(en.noScript)
      await bare.getByRole('button', { name: en.submit }).waitFor()
      expect(await bare.content()).not.toContain('<script>alert(1)')
    } finally {
      await noScript.close()
    }
  })

  it('works without a connection after one visit', async () => {
    const { page, errors } = await open('/svs', { serviceWorkers: 'allow' })
    // A reader who stays: the page asks its worker to fetch ahead after a while on an idle,
    // unmetered network (src/offline/register.ts); here the test asks at once.
    await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      ready.active?.postMessage({ type: 'fetch-ahead' })
    })
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('stemverse-search-en')
          return (await cache.keys()).map((r) => new URL(r.url).pathname)
        }),
      )
      .toEqual(['/search-index.json'])
    await page.context().setOffline(true)
    await load(page, '/svs')
    await page.getByRole('link', { name: en.label }).click()
    const dialog = page.getByRole('dialog', { name: en.label })
    await dialog.waitFor()
    const texts = await resultsFor(page, 'photosynthesis')
    expect(texts.some((t) => t.includes('BioVerse'))).toBe(true)
    // The network is off: requests neither it nor the worker's caches could answer fail.
    const network = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/i
    expect(errors.filter((e) => !network.test(e))).toEqual([])
  })
})
