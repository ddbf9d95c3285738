// Every piece of code the site loads on use, its file blocked (Chromium's URL blocking, failed as
// a dropped request is) while a visitor does what loads it: the page survives, what was typed
// stays, the part says in place that it needs a connection, and once the file is let through Try
// again loads it (docs/decisions/014-code-that-fails-to-load.md). The list of imports comes from
// the build's manifest: an import without a way to load it here fails the first test.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { CDPSession, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import { searchCopy } from '../../content/pages/search'
import { site } from '../../content/site'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { setupBrowser, url } from './browser'
import { fillContact, outboxWith, words } from './enquiries'
import { routes } from './routes'

const { visit, open, load } = setupBrowser()

type Chunk = { file: string; isDynamicEntry?: boolean }
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  Chunk
>
const fileOf = (key: string) => {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not a chunk of the build`)
  return `/${chunk.file}`
}

/**
 * The files blocked in each tab, through Chromium's own URL blocking (DevTools' "block request
 * URL"): the request fails as a dropped one would (`ERR_BLOCKED_BY_CLIENT`). Unlike Playwright's
 * routing, it leaves the browser's cache on and stops no other request on its way, so a page
 * loads here as fast as anywhere else in the suite (docs/testing.md).
 */
const blocking = new WeakMap<Page, { session: CDPSession; urls: Set<string> }>()

async function blocked(page: Page) {
  let kept = blocking.get(page)
  if (!kept) {
    const session = await page.context().newCDPSession(page)
    await session.send('Network.enable')
    kept = { session, urls: new Set() }
    blocking.set(page, kept)
  }
  return kept
}

/** Blocks the file of one import, as a network that drops it would; returns its unblocking. */
async function block(page: Page, key: string) {
  const address = url(fileOf(key))
  const tab = await blocked(page)
  tab.urls.add(address)
  await tab.session.send('Network.setBlockedURLs', { urls: [...tab.urls] })
  return async () => {
    tab.urls.delete(address)
    await tab.session.send('Network.setBlockedURLs', { urls: [...tab.urls] })
  }
}

/** Lets every file of the tab through again. */
async function unblockAll(page: Page) {
  const tab = blocking.get(page)
  if (!tab) return
  tab.urls.clear()
  await tab.session.send('Network.setBlockedURLs', { urls: [] })
}

/** The notice of a part whose code could not be loaded, in `scope` (the whole page by default). */
const notice = (scope: Page | Locator) => scope.locator('[data-code-unavailable]').first()

/** Says, in the page's language, that the part needs a connection. */
async function saysItNeedsAConnection(scope: Page | Locator) {
  await notice(scope).waitFor()
  expect(await notice(scope).innerText()).toContain(en.code_needs_connection)
}

async function tryAgain(scope: Page | Locator) {
  await notice(scope).getByRole('button', { name: en.code_try_again }).click()
}

/**
 * The errors of a page with a file blocked: what did not load, and the router's report of a
 * loader that could not reach its code (the page says it in place), nothing else.
 */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/ERR_BLOCKED_BY_CLIENT|^UnreachableCode: Unreachable: /.test(error))

/**
 * The tab's next page from its top: the router restores where a page was scrolled to, and the
 * parts that wake near the screen would change with the sessions before.
 */
const fromTheTop = (kept: Page) =>
  kept
    .evaluate(() => sessionStorage.clear())
    .catch(() => {
      // The tab's first page (about:blank) has no storage.
    })

/** The page at `path`, from its top; `key` blocked before it loads, if given. */
async function visitPage(path: string, key?: string) {
  let unblock = async () => {}
  const { page, errors } = await visit(path, {
    before: async (kept) => {
      await fromTheTop(kept)
      if (key) unblock = await block(kept, key)
    },
  })
  return { page, errors, unblock }
}

/** A link of the site followed inside the app, as a click on it would; Back and Forward else. */
async function followLink(page: Page, path: string) {
  await page.evaluate((to) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (a) =>
        a.getAttribute('href') === to &&
        // A link that opens a dialog once the app is awake (the header's search) is no way there.
        !a.hasAttribute('data-opens') &&
        a.closest('header, main, footer, [data-section]'),
    )
    if (link) return link.click()
    history.pushState(history.state, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

/** What the page shows when a page's code could not be reached (src/views/errors). */
const unavailableHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: en.error_page_unavailable_heading })

/**
 * The imports no visitor's action loads on this build, each with the reason, and where else it is
 * tested.
 */
const notLoadedByAVisitor: Record<string, string> = {
  'src/views/errors/error-view.tsx':
    'only a fault of the site shows it (a loader that throws): tests/views/route-error-unreachable.test.tsx',
  'src/views/home/highlights.tsx':
    'the four-card grid stands in for the statistics slider only with its flag off (content/facts.ts)',
  'src/offline/update-offer.tsx':
    'loaded when a new worker waits: tests/e2e/offline.e2e.ts, "a new version", blocks it',
}

/** The background parts: a failure is not the visitor's business, and they load with the next page. */
const quiet = [
  'src/offline/register.ts',
  'src/app/currency-logic.ts',
  'src/services/geolocation.ts',
]

// Each session is one page; its steps take its imports in turn, each blocked while a visitor does
// what loads it. An import that page loads by itself is blocked before the page loads (`first`).
// A part that works in the background says nothing (`quiet`): it loads when next wanted.
type Step = { key: string; run: (page: Page) => Promise<void>; quiet?: boolean }
type Session = { path: string; first?: Step; steps: Step[] }

/** The About section's Get Involved area (the partner page's own form also sits at #contact). */
const contact = (page: Page) => page.locator('[data-section="about"] #contact')
/** The enquiry the send-form step sends once its code is let through. */
let sentId = ''

const openSchoolContact = (page: Page) =>
  page.locator('main [data-opens="schoolContact"]').first().click()
const openTray = (page: Page) => page.getByRole('button', { name: en.nav_explore }).click()
const openSearch = (page: Page) => page.getByRole('link', { name: en.search_open }).click()
const sectionStep = (name: string, file: string): Step => ({
  key: `src/views/home/${file}.tsx`,
  run: (page) => section(page, name),
})

const sessions: Session[] = [
  {
    path: '/svs',
    steps: [
      {
        // The About section's form.
        key: 'src/enquiry/general-contact-form.tsx',
        run: async (page) => {
          await contact(page).scrollIntoViewIfNeeded()
          await saysItNeedsAConnection(contact(page))
        },
      },
      {
        // The country picker's list: a form started on loads it.
        key: 'src/components/country-select/countries.ts',
        run: async (page) => {
          const form = contact(page).locator('form')
          await form.getByLabel(words.en.name).fill('Ada Lovelace')
          await form.getByRole('combobox', { name: /Country/ }).fill('keny')
          await saysItNeedsAConnection(form)
          expect(await form.getByLabel(words.en.name).inputValue()).toBe('Ada Lovelace')
          expect(await form.getByRole('combobox', { name: /Country/ }).inputValue()).toBe('keny')
        },
      },
    ],
  },
  {
    path: '/grant',
    steps: [
      {
        key: 'src/components/shell/about-section.tsx',
        run: async (page) => {
          await contact(page).scrollIntoViewIfNeeded()
          await saysItNeedsAConnection(page.locator('[data-section="about"]'))
          // Its HTML stays as the prerender drew it.
          expect(await contact(page).getByRole('heading').first().isVisible()).toBe(true)
        },
      },
      {
        key: 'src/enquiry/send-form.ts',
        run: async (page) => {
          sentId = `code-on-use-${Date.now()}`
          const form = await fillContact(page, 'en', sentId)
          await form.getByRole('button', { name: words.en.send }).click()
          await saysItNeedsAConnection(form)
          expect(await form.getByLabel(words.en.name).inputValue()).toBe('Ada Lovelace')
          expect(await form.getByLabel(words.en.message).inputValue()).toContain(sentId)
        },
      },
    ],
  },
  {
    path: '/svi',
    steps: [
      {
        key: 'src/components/shell/footer.tsx',
        run: async (page) => {
          await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded()
          await saysItNeedsAConnection(page.locator('[data-section="footer"]'))
        },
      },
      {
        // The offline queue's part, which a form started on loads: nothing to say until an
        // enquiry waits; the next field the visitor starts on loads it.
        key: 'src/enquiry/queue-mount.tsx',
        quiet: true,
        run: async (page) => {
          await contact(page).scrollIntoViewIfNeeded()
          await contact(page).locator('form').getByLabel(words.en.name).fill('Ada')
        },
      },
    ],
  },
  {
    path: '/svs',
    steps: [{ key: 'machines/modal.machine.ts', run: shellSays(openSchoolContact) }],
  },
  {
    path: '/svs',
    steps: [
      {
        key: 'src/app/modal-host.tsx',
        run: async (page) => {
          await shellSays(openSchoolContact)(page)
          expect(await page.getByRole('dialog').count()).toBe(0)
        },
      },
    ],
  },
  {
    path: '/svs',
    steps: [
      {
        key: 'src/app/modal-body.tsx',
        run: async (page) => {
          await openSchoolContact(page)
          await saysItNeedsAConnection(page.getByRole('dialog'))
        },
      },
      {
        key: 'src/components/country-select/country-select.tsx',
        run: async (page) => {
          const form = page.getByRole('dialog').locator('form')
          await form.getByLabel(words.en.schoolName).fill('Nairobi Science Academy')
          await saysItNeedsAConnection(form)
          expect(await form.getByLabel(words.en.schoolName).inputValue()).toBe(
            'Nairobi Science Academy',
          )
        },
      },
    ],
  },
  { path: '/svs', steps: [{ key: 'machines/explore-tray.machine.ts', run: shellSays(openTray) }] },
  {
    path: '/svs',
    steps: [{ key: 'src/components/shell/explore-tray.tsx', run: shellSays(openTray) }],
  },
  {
    path: '/svs',
    steps: [
      {
        key: 'src/search/index.ts',
        run: async (page) => {
          await openSearch(page)
          await saysItNeedsAConnection(page.getByRole('dialog'))
        },
      },
    ],
  },
  {
    path: '/svs',
    steps: [
      {
        // The search's own words for a search that could not load (machines/site-search.machine.ts).
        key: 'src/search/engine.ts',
        run: async (page) => {
          await openSearch(page)
          await page.getByRole('dialog').getByRole('combobox').fill('photosynthesis')
          await page.getByRole('dialog').getByText(searchCopy.failed).waitFor()
        },
      },
    ],
  },
  {
    path: '/search',
    first: {
      key: 'src/search/stemmers.ts',
      run: async (page) => {
        await page.locator('main').getByRole('combobox').fill('photosynthesis')
        await page.locator('main').getByText(searchCopy.failed).waitFor()
      },
    },
    steps: [],
  },
  {
    path: '/partnerwithus',
    first: {
      key: 'src/enquiry/partner-form.tsx',
      run: (page) =>
        saysItNeedsAConnection(page.locator('[aria-labelledby="partner-form-heading"]')),
    },
    steps: [],
  },
  {
    path: '/proposal?labs=2&years=3',
    first: {
      key: 'src/proposal/proposal-parts.ts',
      run: async (page) => {
        await saysItNeedsAConnection(page)
        expect(await page.locator('article[aria-busy="true"]').count()).toBe(1)
      },
    },
    steps: [],
  },
  // The home page's parts, each blocked from the page's start on a page of its own: a section
  // wakes with its neighbours, as soon as the page has laid them out near the screen.
  {
    path: '/',
    first: {
      key: 'machines/carousel.machine.ts',
      run: shellSays((page) =>
        page.getByRole('button', { name: en.carousel_next }).first().click(),
      ),
    },
    steps: [],
  },
  ...(
    [
      ['worlds', 'worlds'],
      ['benefits', 'benefits'],
      ['labs', 'labs'],
      ['statistics', 'statistics'],
      ['blog', 'blog-carousel'],
    ] as const
  ).map(([name, file]): Session => ({ path: '/', first: sectionStep(name, file), steps: [] })),
  {
    path: '/',
    first: {
      // The statistics' slider: the section wakes, and its row of slides needs the library.
      key: 'node_modules/keen-slider/keen-slider.es.js',
      run: shellSays((page) =>
        page.locator('[data-section="statistics"]').scrollIntoViewIfNeeded(),
      ),
    },
    steps: [],
  },
  // Pages followed inside the site whose loader loads more code: the page could not be opened.
  {
    path: '/svs',
    steps: [
      { key: 'src/seo/page-heads.ts', run: (page) => follow(page, '/grant') },
      { key: 'src/seo/world-head.ts', run: (page) => follow(page, '/BioVerse') },
      { key: 'src/blog/heads.ts', run: (page) => follow(page, '/blogs') },
      { key: 'src/blog/sanitize.ts', run: (page) => follow(page, routes.at(-1)!.path) },
      { key: 'src/trust/load.ts', run: (page) => follow(page, '/trust') },
      { key: 'src/views/errors/not-found-view.tsx', run: (page) => follow(page, '/no-such-page') },
    ],
  },
  {
    path: '/',
    steps: [
      { key: 'src/seo/head.ts', run: (page) => follow(page, '/aboutUs') },
      { key: 'src/blog/loaders.ts', run: (page) => follow(page, '/blogs') },
    ],
  },
  {
    path: '/',
    steps: [{ key: 'src/seo/structured-data.ts', run: (page) => follow(page, '/subjects') }],
  },
  {
    path: '/',
    steps: [
      {
        // The not-found screen's head only: the screen shows, titled by the site's name.
        key: 'src/seo/screen-heads.ts',
        quiet: true,
        run: async (page) => {
          await followLink(page, '/no-such-page')
          await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
          await expect.poll(() => page.title()).toBe(site.productName)
        },
      },
    ],
  },
]

/** What the visitor did opens nothing: the notice at the foot of the page says why. */
function shellSays(act: (page: Page) => Promise<unknown>) {
  return async (page: Page) => {
    await act(page)
    await saysItNeedsAConnection(page)
  }
}

/** A late section of a page, woken by scrolling to it, says it needs a connection in place. */
async function section(page: Page, name: string) {
  const part = page.locator(`[data-section="${name}"]`)
  await part.scrollIntoViewIfNeeded()
  await saysItNeedsAConnection(part)
  expect(await part.getAttribute('data-awake')).toBeNull()
}

/** A page followed inside the site whose code could not be loaded: the site's screen says so. */
async function follow(page: Page, path: string) {
  await followLink(page, path)
  await unavailableHeading(page).waitFor()
  await saysItNeedsAConnection(page.locator('main'))
  // The frame stays: the header, the footer.
  expect(await page.locator('header').count()).toBeGreaterThan(0)
  expect(await page.locator('[data-section="footer"]').count()).toBe(1)
}

/** Once let through and tried again, the part is there and says nothing more. */
const loaded: Record<string, (page: Page) => Promise<void>> = {
  'src/enquiry/general-contact-form.tsx': (page) => contact(page).locator('form').waitFor(),
  'src/components/country-select/countries.ts': async (page) => {
    await contact(page).getByRole('option', { name: 'Kenya', exact: true }).waitFor()
  },
  'src/components/shell/about-section.tsx': async (page) => {
    await page.locator('[data-section="about"][data-awake]').waitFor({ state: 'attached' })
    await contact(page).locator('form').waitFor()
  },
  'src/enquiry/send-form.ts': async (page) => {
    await page.getByRole('status').getByText(generalContactForm.successMessage).waitFor()
    await expect.poll(async () => (await outboxWith(sentId)).length).toBe(1)
  },
  'src/enquiry/queue-mount.tsx': async (page) => {
    await contact(page).locator('form').getByLabel(words.en.email).focus()
    await page.locator('#enquiry-queue').waitFor({ state: 'attached' })
  },
  'src/components/shell/footer.tsx': (page) =>
    page.locator('[data-section="footer"][data-awake]').waitFor({ state: 'attached' }),
  'machines/modal.machine.ts': (page) => page.getByRole('dialog').locator('form').waitFor(),
  'src/app/modal-host.tsx': (page) => page.getByRole('dialog').locator('form').waitFor(),
  'src/app/modal-body.tsx': (page) => page.getByRole('dialog').locator('form').waitFor(),
  'src/components/country-select/country-select.tsx': async (page) => {
    const field = page.getByRole('dialog').getByRole('combobox', { name: /Country/ })
    await field.fill('keny')
    await page.getByRole('option', { name: 'Kenya', exact: true }).waitFor()
  },
  'machines/explore-tray.machine.ts': (page) =>
    page.getByRole('dialog', { name: en.tray_title }).waitFor(),
  'src/components/shell/explore-tray.tsx': (page) =>
    page.getByRole('dialog', { name: en.tray_title }).waitFor(),
  'src/search/index.ts': (page) => page.getByRole('dialog').getByRole('combobox').waitFor(),
  'src/search/engine.ts': (page) => page.getByRole('dialog').getByRole('option').first().waitFor(),
  'src/search/stemmers.ts': (page) => page.locator('main').getByRole('option').first().waitFor(),
  'src/enquiry/partner-form.tsx': (page) =>
    page.locator('[aria-labelledby="partner-form-heading"] form').waitFor(),
  'src/proposal/proposal-parts.ts': (page) =>
    page.locator('article[aria-busy="false"]').waitFor({ state: 'attached' }),
  'machines/carousel.machine.ts': (page) =>
    page.locator('[data-ready]').first().waitFor({ state: 'attached' }),
  'node_modules/keen-slider/keen-slider.es.js': (page) =>
    page.locator('[data-section="statistics"] [data-ready]').waitFor({ state: 'attached' }),
}

/** Where Try again is for each, when not the notice itself (the search's own retry). */
const retryIn: Record<string, (page: Page) => Promise<void>> = {
  'src/search/engine.ts': (page) =>
    page.getByRole('dialog').getByRole('button', { name: searchCopy.retry }).click(),
  'src/search/stemmers.ts': (page) =>
    page.locator('main').getByRole('button', { name: searchCopy.retry }).click(),
}

/** A page followed inside the site, once let through and tried again, is that page. */
const followed = new Map<string, string>([
  ['src/seo/page-heads.ts', '/grant'],
  ['src/seo/world-head.ts', '/BioVerse'],
  ['src/blog/heads.ts', '/blogs'],
  ['src/blog/sanitize.ts', routes.at(-1)!.path],
  ['src/trust/load.ts', '/trust'],
  ['src/views/errors/not-found-view.tsx', '/no-such-page'],
  ['src/seo/head.ts', '/aboutUs'],
  ['src/blog/loaders.ts', '/blogs'],
  ['src/seo/structured-data.ts', '/subjects'],
])
const headingOf = (path: string) =>
  path === '/no-such-page' ? 'Page not found' : routes.find((r) => r.path === path)!.heading

/** The home page's sections by their import. */
const sectionOf: Record<string, string> = {
  'src/views/home/worlds.tsx': 'worlds',
  'src/views/home/benefits.tsx': 'benefits',
  'src/views/home/labs.tsx': 'labs',
  'src/views/home/statistics.tsx': 'statistics',
  'src/views/home/blog-carousel.tsx': 'blog',
}

async function afterRetry(page: Page, key: string) {
  const path = followed.get(key)
  if (path) {
    await page.getByRole('heading', { level: 1, name: headingOf(path) }).waitFor()
    return
  }
  if (key === 'src/seo/screen-heads.ts') {
    // Nothing to try again on the page: the next not-found screen has its head.
    await followLink(page, '/svs')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await followLink(page, '/no-such-page-either')
    await expect.poll(() => page.title()).toContain('Page not found')
    return
  }
  const name = sectionOf[key]
  const done =
    loaded[key] ??
    ((p: Page) => p.locator(`[data-section="${name}"][data-awake]`).waitFor({ state: 'attached' }))
  await done(page)
}

async function runStep(page: Page, errors: string[], step: Step, unblock: () => Promise<void>) {
  await step.run(page)
  if (step.quiet) expect(await page.locator('[data-code-unavailable]').count(), step.key).toBe(0)
  await unblock()
  if (!step.quiet) {
    if (retryIn[step.key]) await retryIn[step.key]!(page)
    else await tryAgain(page)
  }
  await afterRetry(page, step.key)
  // Nothing more is said once it has loaded.
  expect(await page.locator('[data-code-unavailable]').count(), step.key).toBe(0)
  expect(unexpected(errors), step.key).toEqual([])
}

describe('code loaded on use whose file cannot be reached', () => {
  const tested = [
    ...sessions.flatMap((s) => [...(s.first ? [s.first.key] : []), ...s.steps.map((t) => t.key)]),
    ...quiet,
  ]

  it('has a way to load every import of the build, or a reason it is not loaded by a visitor', () => {
    const imports = Object.keys(manifest).filter(
      (key) => manifest[key]!.isDynamicEntry && !key.startsWith('src/routes/'),
    )
    expect(imports.filter((key) => !tested.includes(key) && !notLoadedByAVisitor[key])).toEqual([])
    expect(tested.filter((key) => !imports.includes(key))).toEqual([])
  })

  for (const session of sessions) {
    const keys = [session.first?.key, ...session.steps.map((s) => s.key)].filter(Boolean)
    it(`${session.path}: ${keys.join(', ')}`, async () => {
      const { page, errors, unblock } = await visitPage(session.path, session.first?.key)
      try {
        if (session.first) await runStep(page, errors, session.first, unblock)
        for (const step of session.steps) {
          await runStep(page, errors, step, await block(page, step.key))
        }
      } finally {
        // A step that failed leaves nothing blocked for the next session in this tab.
        await unblockAll(page)
      }
    })
  }

  it('the parts that work in the background fail quietly, and load again', async () => {
    // The worker's registration, once the page has loaded, and the currency's machine and its
    // look-up, where a price is shown: nothing to say to a visitor who asked for none of them.
    for (const key of quiet) {
      const path = key === 'src/offline/register.ts' ? '/svs' : '/lab-setup-and-learning'
      const asked: string[] = []
      let unblock = async () => {}
      const { page, errors } = await visit(path, {
        before: async (kept) => {
          await fromTheTop(kept)
          kept.on('request', (request) => void asked.push(new URL(request.url()).pathname))
          unblock = await block(kept, key)
        },
      })
      await expect.poll(() => asked.includes(fileOf(key)), { message: key }).toBe(true)
      expect(await page.locator('[data-code-unavailable]').count(), key).toBe(0)
      expect(await page.locator('h1').count(), key).toBeGreaterThan(0)
      expect(unexpected(errors), key).toEqual([])
      await unblock()
      // Back online (the registration, the currency's machine), or with the next page (the
      // look-up, which the currency asks once a visit): fetched, and answered.
      const answered = page.waitForResponse((r) => r.url() === url(fileOf(key)) && r.ok())
      if (key.endsWith('geolocation.ts')) await load(page, path)
      else await page.evaluate(() => dispatchEvent(new Event('online')))
      await answered
      page.removeAllListeners('request')
    }
  })
})

describe('a page followed inside the site whose code cannot be reached', () => {
  // Every route's chunk, from the build's manifest, each blocked as the visitor follows a link to
  // its page (or goes Back or Forward to it): the site's screen says the page needs a connection,
  // the header, the footer and the About form (with what was typed) stay, and Try again opens it.
  const routeChunks = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && key.startsWith('src/routes/'),
  )
  const pathOf = (key: string) =>
    key
      .replace('src/routes/', '/')
      .replace(/\?.*$/, '')
      .replace(/\.tsx$/, '')
      .replace(/\/index$/, '/')
      .replace(/^\/\/$/, '/')

  it('covers every route of the build', () => {
    const paths = routeChunks.map(pathOf)
    const tour = tourOf(paths)
    expect(tour.map((stop) => stop.key).sort()).toEqual([...routeChunks].sort())
  })

  /** Where each route is followed to: a real address for the routes with parameters. */
  function tourOf(paths: string[]) {
    return routeChunks.map((key, n) => {
      const path = paths[n]!
      // A post's placeholder while its words load: followed to another post than the page's.
      const pending = key.includes('tsr-split=pendingComponent')
      const address =
        path === '/blogs/$slug'
          ? pending
            ? otherPost
            : routes.at(-1)!.path
          : path === '/blogs/category/$slug'
            ? routes.at(-2)!.path
            : path
      const heading = routes.find((r) => r.path === address)?.heading ?? null
      return { key, address, heading, pending }
    })
  }
  const otherPost = '/blogs/teacher-analytics-in-practice'

  it('every page: the screen says so, the frame and the typed text stay, Try again opens it', async () => {
    const stops = tourOf(routeChunks.map(pathOf))
    // The first page's own chunk is loaded with it: that page is followed to from another.
    const [start, other] = ['/svs', '/svi']
    await tour(
      start,
      stops.filter((stop) => stop.address !== start),
    )
    await tour(
      other,
      stops.filter((stop) => stop.address === start),
    )
  })

  async function tour(from: string, stops: ReturnType<typeof tourOf>) {
    const { page, errors } = await visitPage(from)
    const name = () => contact(page).locator('form').getByLabel(words.en.name)
    let typed = false
    const type = async () => {
      if (typed || !(await contact(page).count())) return
      await contact(page).scrollIntoViewIfNeeded()
      await name().fill('Ada Lovelace')
      typed = true
    }
    await type()
    for (const stop of stops) {
      const unblock = await block(page, stop.key)
      await followLink(page, stop.address)
      if (stop.pending) {
        // Shown only while a post's words are on their way: the post opens without it.
        await page.waitForURL(url(stop.address))
        await page.locator('main h1').first().waitFor()
        expect(await unavailableHeading(page).count()).toBe(0)
        await unblock()
        continue
      }
      await unavailableHeading(page)
        .waitFor()
        .catch((error: unknown) => {
          throw new Error(`${stop.address} (${stop.key}): ${String(error)}`)
        })
      await saysItNeedsAConnection(page.locator('main'))
      expect(await page.locator('[data-section="footer"]').count(), stop.address).toBe(1)
      // The About form keeps what was typed, where the page before had it and this one has it.
      if (typed && (await contact(page).count()))
        expect(await name().inputValue(), stop.address).toBe('Ada Lovelace')
      await unblock()
      await tryAgain(page.locator('main'))
      if (stop.heading)
        await page.getByRole('heading', { level: 1, name: stop.heading }).first().waitFor()
      else await expect.poll(() => unavailableHeading(page).count()).toBe(0)
      if (!(await contact(page).count())) typed = false
      await type()
    }
    expect(unexpected(errors)).toEqual([])
  }
})

describe('a page open across a deployment', () => {
  // The service starts serving a build whose chunk names all differ (the same files under new
  // names, every reference to them rewritten): the open page's chunks are gone.
  const assets = readdirSync('dist/assets').filter((file) => !/\.(?:br|gz)$/.test(file))
  const renamed = new Map(assets.map((file) => [file, file.replace(/(\.[a-z0-9]+)$/, '-next$1')]))
  const original = new Map([...renamed].map(([from, to]) => [to, from]))
  const names = new RegExp(
    [...renamed.keys()].map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  )
  const rewrite = (text: string) => text.replace(names, (file) => renamed.get(file)!)
  const types: Record<string, string> = {
    js: 'text/javascript',
    css: 'text/css',
    svg: 'image/svg+xml',
    woff2: 'font/woff2',
    json: 'application/json',
  }

  async function deploy(page: Page) {
    await page.route('**/*', async (route) => {
      const request = route.request()
      const { pathname } = new URL(request.url())
      const file = pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : null
      if (file && renamed.has(file)) return route.fulfill({ status: 404, body: 'Not found' })
      if (file && original.has(file)) {
        const from = `dist/assets/${original.get(file)}`
        const extension = file.split('.').pop()!
        const body = /^(?:js|css|json)$/.test(extension)
          ? rewrite(readFileSync(from, 'utf8'))
          : readFileSync(from)
        return route.fulfill({ status: 200, contentType: types[extension], body })
      }
      if (request.resourceType() !== 'document') return route.continue()
      // The new build's page, with its own policy: the hashes of its inline styles (whose fonts'
      // and pictures' names changed) as its build would write them.
      const response = await route.fetch()
      const html = await response.text()
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      const hash = (text: string) => createHash('sha256').update(text).digest('base64')
      for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
        const policy = headers['content-security-policy']
        if (policy)
          headers['content-security-policy'] = policy.replace(hash(style!), hash(rewrite(style!)))
      }
      return route.fulfill({ response, headers, body: rewrite(html) })
    })
  }

  it('acting on the old page offers the new version, and Reload keeps what was typed', async () => {
    const { page, errors } = await open('/svs')
    const form = contact(page).locator('form')
    await contact(page).scrollIntoViewIfNeeded()
    await form.waitFor()
    await deploy(page)
    // Starting on the form reaches for the country picker and the code that sends: gone.
    await form.getByLabel(words.en.name).fill('Ada Lovelace')
    await form.getByLabel(words.en.email).fill('ada@example.org')
    const offer = notice(form)
    await offer.waitFor()
    expect(await offer.getAttribute('data-code-unavailable')).toBe('gone')
    expect(await offer.innerText()).toContain(en.update_available)
    expect(await offer.innerText()).toContain(en.update_keeps_typed)
    const reloaded = page.waitForEvent('load')
    await offer.getByRole('button', { name: en.update_reload }).click()
    await reloaded
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    // The new version, its own chunks, with what was typed back in the form.
    await contact(page).scrollIntoViewIfNeeded()
    await expect.poll(() => form.getByLabel(words.en.name).inputValue()).toBe('Ada Lovelace')
    expect(await form.getByLabel(words.en.email).inputValue()).toBe('ada@example.org')
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => !path.includes('-next.'))).toEqual([])
    // Nothing kept outlives the page that took it back.
    expect(
      await page.evaluate(() => sessionStorage.getItem('stemverse-kept-across-reload')),
    ).toBeNull()
    expect(errors.filter((error) => !/status of 404|ERR_/.test(error))).toEqual([])
  })
})
