import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

/** The third party the test browser cannot reach (tests/e2e/global-setup.ts). */
const geolocationUnreachable = /^https:\/\/ipapi\.co\//

/**
 * The trailers, which only the tests of them load (`video: true`): a playing trailer decodes in
 * software all the while a page is open, for every test on the home page. Blocked by Chromium's
 * own URL blocking, which keeps the HTTP cache on (docs/testing.md, "Where the time goes, and how the suite keeps it down").
 */
const trailers = '*/media/*.mp4'

/** The longest a single wait, click or navigation may take before it counts as a hang. */
export const waitGuard = 60_000

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const

/**
 * One browser for the whole run (tests/e2e/global-setup.ts starts it), which each test file
 * connects to; each test gets a fresh page in a context of its own through `open`, closed when
 * the test ends (a page left open keeps its carousels, videos and timers running, and slows every test
 * after it on a busy machine). Console errors and uncaught exceptions are collected so that tests
 * can assert there were none.
 */
export function setupBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'))
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  const keptContexts: BrowserContext[] = []
  afterAll(async () => {
    await Promise.all(
      [...contexts.splice(0), ...keptContexts.splice(0)].map((context) => context.close()),
    )
    await browser?.close()
  })

  async function newPage(options: {
    viewport?: Viewport
    reducedMotion?: boolean
    serviceWorkers?: 'allow' | 'block'
    video?: boolean
  }) {
    const context = await browser.newContext({
      viewport: viewports[options.viewport ?? 'desktop'],
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
      // The site's service worker answers pages from its caches (src/offline): only the tests of it
      // let it run, so that every other test sees the network as the page asks it.
      serviceWorkers: options.serviceWorkers ?? 'block',
    })
    // Playwright's own 30 s for a wait, a click or a navigation is a guard against a hang, like
    // every limit here (docs/testing.md): beside two busy processes a navigation after a click
    // took longer than that. 60 s is still well inside the test's 120 s, so a wait that never
    // ends names itself rather than the test's timeout.
    context.setDefaultTimeout(waitGuard)
    context.setDefaultNavigationTimeout(waitGuard)
    // The IP geolocation service is a third party on the internet: its name resolves to nothing
    // in the test browser (tests/e2e/global-setup.ts), so the currency falls back to the default
    // at once, as designed. Not answered through Playwright's routing: a route turns the
    // browser's HTTP cache off and stops every request of the page on its way, so each page would
    // fetch and compile all its scripts again (docs/testing.md). A test that routes does so itself.
    const page = await context.newPage()
    if (!options.video) {
      const devtools = await context.newCDPSession(page)
      await devtools.send('Network.enable')
      await devtools.send('Network.setBlockedURLs', { urls: [trailers] })
    }
    // The heading the prerendered HTML brings, kept before any script runs: once the app has
    // taken over it must be the very same element (hydrated, not rendered again).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        ;(window as { __prerenderedH1?: Element | null }).__prerenderedH1 =
          document.querySelector('#root h1')
      })
    })
    // Anything the Content-Security-Policy blocks is an error of the page under test.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        )
      })
    })
    return { context, page }
  }

  /** Console errors and uncaught exceptions go to `sink.errors`, whichever array it holds now. */
  function collectErrors(page: Page, sink: { errors: string[] }) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // Chromium reports the not-found page's own 404 as a console error; that status is right.
      const documentNotFound =
        message.text().includes('status of 404') && message.location().url === page.url()
      // The geolocation look-up, which cannot resolve here (above): the site falls back by design.
      const geolocation =
        message.text().startsWith('Failed to load resource') &&
        geolocationUnreachable.test(message.location().url)
      // A trailer this test does not load (above).
      const trailer =
        message.text().includes('ERR_BLOCKED_BY_CLIENT') &&
        /\/media\/[^/]+\.mp4$/.test(message.location().url)
      // A resource that failed names itself only in the message's location.
      const where = message.text().startsWith('Failed to load resource')
        ? ` (${message.location().url})`
        : ''
      if (!documentNotFound && !geolocation && !trailer) sink.errors.push(message.text() + where)
    })
    page.on('pageerror', (error) => sink.errors.push(String(error)))
  }

  async function load(page: Page, path: string, waitForApp = true) {
    await page.goto(url(path), { waitUntil: 'load' })
    if (!waitForApp) return
    // The page is prerendered: wait until the app has taken over before anything is clicked.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.locator('h1').first().waitFor()
    // Every page is prerendered and hydrated, except an address with options the page reads
    // (`?search=`), which renders afresh by design (src/main.tsx).
    if (path.includes('?')) return
    const hydrated = await page.evaluate(() => {
      const before = (window as { __prerenderedH1?: Element | null }).__prerenderedH1
      // The empty shell (a post written after the build) has no heading to keep.
      if (before === null) return 'shell'
      return !!before && before.isConnected && before === document.querySelector('#root h1')
    })
    if (!hydrated) throw new Error(`${path}: the prerendered heading was replaced, not hydrated`)
  }

  async function open(
    path: string,
    options: {
      viewport?: Viewport
      reducedMotion?: boolean
      clock?: boolean
      /** Runs before the page loads: init scripts and routes the test needs from the start. */
      prepare?: (page: Page) => Promise<unknown>
      /** False: returns at `load`, before the app has woken (it wakes after). */
      waitForApp?: boolean
      /** 'allow' lets the site's service worker run (blocked by default). */
      serviceWorkers?: 'allow' | 'block'
      /** Loads the trailers (blocked by default: only their tests play them). */
      video?: boolean
    } = {},
  ) {
    const { context, page } = await newPage(options)
    contexts.push(context)
    // A controllable clock (time still flows; tests can fast-forward it with page.clock.runFor).
    if (options.clock) await page.clock.install()
    await options.prepare?.(page)
    const sink = { errors: [] as string[] }
    collectErrors(page, sink)
    await load(page, path, options.waitForApp)
    return { page, errors: sink.errors }
  }

  // One page that `visit` loads path after path, at the width each visit asks for: the
  // browser's cache keeps the scripts, styles and fonts, so only the first visit pays for them.
  let kept: { page: Page; sink: { errors: string[] } } | undefined
  afterAll(() => {
    kept = undefined
  })

  /**
   * Like `open`, for tests that only look: the page of the file's earlier visits, taken straight
   * to `path` at the width asked for. Navigated from page to page, the tab keeps its renderer,
   * caches and compiled code, so a visit costs about half a fresh one here (docs/testing.md).
   * Its errors are those logged from the moment it is asked for.
   */
  async function visit(
    path: string,
    options: {
      viewport?: Viewport
      /** Runs once, when the page is made: init scripts and routes for all its visits. */
      prepare?: (page: Page) => Promise<unknown>
      /** Runs before this visit loads its page: a route it needs from the page's start. */
      before?: (page: Page) => Promise<unknown>
      /** Loads the trailers (blocked by default), for every visit of the page once made. */
      video?: boolean
    } = {},
  ) {
    const viewport = options.viewport ?? 'desktop'
    if (!kept) {
      const { context, page } = await newPage({ viewport, video: options.video })
      keptContexts.push(context)
      await options.prepare?.(page)
      kept = { page, sink: { errors: [] } }
      collectErrors(page, kept.sink)
    } else {
      await kept.page.setViewportSize(viewports[viewport])
    }
    const errors: string[] = []
    kept.sink.errors = errors
    await options.before?.(kept.page)
    await load(kept.page, path)
    return { page: kept.page, errors }
  }

  return { open, visit, load }
}

type Viewport = keyof typeof viewports

export function url(path: string) {
  return inject('baseUrl') + path
}

/** A message the site sent through the local service's EmailJS-compatible outbox. */
export type OutboxMessage = { templateId: string; templateParams: Record<string, string> }

/** The outbox's newest messages, read with the token global-setup gave the service. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const response = await fetch(url('/api/outbox'), {
    headers: { authorization: `Bearer ${inject('outboxToken')}` },
  })
  if (!response.ok) throw new Error(`GET /api/outbox: ${response.status} ${await response.text()}`)
  return (await response.json()).data
}

/**
 * Rules the conformance report rests on, on whatever axe's defaults say and counted whatever
 * impact they report: label-content-name-mismatch (WCAG 2.5.3, label in name: a control's
 * accessible name holds the words it shows) was among axe's experimental rules, off unless
 * asked for; axe-core 4.14 runs it by default and rates it 'serious', which either may change.
 * landmark-unique (two landmarks of one name, which a screen reader's list of landmarks cannot
 * tell apart) is rated 'moderate': /trust had three.
 */
const enabledRules = ['label-content-name-mismatch', 'landmark-unique']

/** axe-core on the page as it is now; only serious and critical violations count. */
export async function seriousViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself: the default gathers the results in a new page it
  // opens for each call, which doubled the time of every check (about 1 s more per page here).
  // What legacy mode gives up, frames of another origin, the site has none of its own.
  // Only the violations come back: the passes and the undecided, which no test reads, were half
  // of every check's time (a large result crossing from the page).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    resultTypes: ['violations'],
    rules: Object.fromEntries(enabledRules.map((id) => [id, { enabled: true }])),
  })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || enabledRules.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Waits until the page has settled: the app awake, no request of the page open for 500 ms
 * (Playwright's network idle), and then the browser idle. A state, not a time: what the page
 * fetches or does without being asked, it has done by then, on a slow machine as on a fast one.
 */
export async function settle(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  )
}

export function pathname(page: Page) {
  return new URL(page.url()).pathname
}

/**
 * What has keyboard focus, as 'tag "name"'; 'body' when focus has been lost, and a description
 * starting 'hidden' when it sits on something nobody can see (no box, hidden, inert). A keyboard
 * or screen-reader user must never be left on either.
 */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) return 'body'
    const name = (element.getAttribute('aria-label') ?? '').trim()
    const text = name || (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
    const description = `${element.tagName.toLowerCase()} "${text}"`
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    if (
      box.width === 0 ||
      box.height === 0 ||
      style.visibility === 'hidden' ||
      element.closest('[hidden], [inert], [aria-hidden="true"]')
    )
      return `hidden ${description}`
    return description
  })
}

/**
 * Presses Tab (or Shift+Tab) until focus is on an element whose accessible name or text is
 * `name`, inside `within` if given; after every press focus must be on something visible.
 */
export async function tabTo(
  page: Page,
  name: string,
  { within, back = false, max = 80 }: { within?: string; back?: boolean; max?: number } = {},
) {
  for (let n = 0; n < max; n++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    if (now === 'body' || now.startsWith('hidden '))
      throw new Error(`Tab ${n + 1} on the way to "${name}" left focus on ${now}`)
    const found = await page.evaluate(
      ({ name, within }) => {
        const element = document.activeElement
        if (!element || (within && !element.closest(within))) return false
        const label = element.getAttribute('aria-label') ?? element.textContent ?? ''
        return label.trim().replace(/\s+/g, ' ') === name
      },
      { name, within },
    )
    if (found) return
  }
  throw new Error(`"${name}" not reached in ${max} presses of Tab`)
}
