import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseLocale, localeInfo, type Locale } from '../../content/locales'
import { site } from '../../content/site'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import { seriousViolations, setupBrowser, viewports } from './browser'
import { expectRoundClosed } from './grant-round'
import { englishLeftovers, interfaceTexts, names } from './leftovers'
import { applyTextSpacing, lowContrastText, stillCarousels, textSpacingProblems } from './reading'
import { otherWidth, sweep, type Load, type Width } from './sweep-plan'

type Visit = ReturnType<typeof setupBrowser>['visit']

// The form every page draws only once it comes near: the shared About section's, or the partner
// form on /partnerwithus (found by their headings, not by the #contact anchor under test).
const formArea = ':is([aria-labelledby="about-heading"], [aria-labelledby="partner-form-heading"])'
const deferredForm = `${formArea} form`

// The title index.html carries before a page sets its own.
const shellTitle = 'StemVerse: immersive VR science labs for schools'

/**
 * The route sweep: every drawing of `sweep` (tests/e2e/sweep-plan.ts) first drawn at `width`, and
 * on that one load every check of the plan that looks at a drawn page, in the plan's order. Each
 * (route, language, width) is drawn once in the whole suite's sweep; the two files
 * (routes-desktop.e2e.ts, routes-phone.e2e.ts) split the drawings by the width they are first
 * drawn at, one worker each. The pages of one file share a tab (and so the browser's cache):
 * every route loads afresh, but not its scripts and fonts.
 */
export function sweepRoutes(width: Width) {
  const { visit } = setupBrowser()
  const cases = sweep.filter((load) => load.width === width)
  it.each(cases)('$path ($locale, axe: $axe)', (load) => checkDrawing(visit, load))
}

async function checkDrawing(visit: Visit, load: Load) {
  const { path, locale, width, route } = load
  const english = locale === baseLocale
  const { page, errors } = await visit(path, { viewport: width, prepare: watchFirstScreen })
  // document: its own prerendered document, in its language.
  const html = page.locator('html')
  expect(await html.getAttribute('lang')).toBe(locale)
  expect(await html.getAttribute('dir')).toBe(localeInfo[locale].dir === 'rtl' ? 'rtl' : null)
  if (english)
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual([route.heading])
  else await expectTranslatedHeading(page, route.heading)
  await page.locator('#app-loader').waitFor({ state: 'detached' })
  await lateFacesIn(page)
  // first screen: read before anything scrolls. Its largest paint came with the HTML, and
  // neither waking nor the faces that come after it moved anything.
  if (english) {
    const screen = await firstScreen(page)
    expect(screen.largest, 'the largest paint of the first screen').toMatch(/^from the HTML: /)
    expect(
      screen.shift,
      `layout shift while loading and waking; moved: ${screen.moved.join('; ')}`,
    ).toBeLessThan(0.02)
  }
  await expectShell(page, locale)
  await expectRoundClosed(page, route.path, locale)
  expect(await page.title()).toContain(site.productName)
  expect(await page.locator('meta[name="description"]').count()).toBe(1)
  // Its own title and description, not the shell's.
  expect(await page.title()).not.toBe(shellTitle)
  // headings: never more than one level deeper than the one before.
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6), footer :is(h2, h3, h4)')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
  const skips = levels.filter((level, n) => n > 0 && level > levels[n - 1]! + 1)
  expect(skips, `heading levels ${levels.join(' ')}`).toEqual([])
  if (load.axe) expect(await seriousViolations(page)).toEqual([])
  // awake: the page as the app has drawn it, the parts that wake late included: each wakes as
  // the visitor scrolls to it. The form of the About section (every page but those that leave it
  // out) or the partner page's own.
  await scrollThrough(page)
  await expect.poll(() => page.locator('[data-section]:not([data-awake])').count()).toBe(0)
  if (await page.locator(formArea).count())
    await page.locator(deferredForm).waitFor({ state: 'attached' })
  expect(await duplicateIds(page), 'ids on more than one element').toEqual([])
  expect(await inPageLinksWithoutTarget(page), 'in-page links with no target').toEqual([])
  // No English: read once every part is awake, so the late parts are read too.
  if (!english)
    expect(
      englishLeftovers(await interfaceTexts(page), locale),
      'English outside what is marked lang="en"',
    ).toEqual([])
  // The other width: the same page, turned (a phone) or widened (a window).
  await page.setViewportSize(viewports[otherWidth(width)])
  await layoutSettled(page)
  await expectShell(page, locale)
  // reflow, WCAG 1.4.10: content fits 320 CSS px (1280 px at 400 % zoom) without scrolling
  // sideways, nor is cut off at the edge the page cannot scroll to (right to left, what is too
  // wide sticks out on the left).
  const { scrollWidth, outside } = await reflow(page, 320)
  expect(scrollWidth, `wider than 320 px; sticking out: ${outside.join(', ')}`).toBeLessThanOrEqual(
    320,
  )
  expect(outside, 'sticking out past an edge at 320 px').toEqual([])
  // contrast and text spacing.
  await expectReadable(page)
  expect(errors).toEqual([])
}

/** One heading, translated, unless it is a name (BioVerse) or a post in English only, marked so. */
async function expectTranslatedHeading(page: Page, englishHeading: string) {
  await expect.poll(() => page.locator('h1').count()).toBe(1)
  const h1 = (await page.locator('h1').textContent()) ?? ''
  const markedEnglish = await page
    .locator('h1')
    .evaluate((h) => !!h.closest('[lang]')?.getAttribute('lang')?.startsWith('en'))
  if (!markedEnglish && h1.replace(names, '').trim() !== '')
    expect(h1, 'the heading is translated').not.toBe(englishHeading)
}

/**
 * The page read as WCAG asks beyond axe: the first screen's text against the pixels it sits on at
 * 1280 px (1.4.3, gradients included), then with the reader's text spacing (1.4.12) at 1280 and
 * 320 px: nothing cut by a box that clips it, no text over text, no sideways scrolling.
 */
export async function expectReadable(page: Page) {
  await stillCarousels(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await layoutSettled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await lowContrastText(page), 'text under its contrast, from the pixels').toEqual([])
  await applyTextSpacing(page)
  for (const width of [1280, 320]) {
    const { scrollWidth, outside } = await reflow(page, width)
    expect(
      scrollWidth,
      `with text spacing, wider than ${width} px; sticking out: ${outside.join(', ')}`,
    ).toBeLessThanOrEqual(width)
    const { cut, overlapping } = await textSpacingProblems(page)
    expect(cut, `with text spacing at ${width} px, text cut by its box`).toEqual([])
    expect(overlapping, `with text spacing at ${width} px, text over text`).toEqual([])
  }
}

const explore: Record<Locale, string> = {
  en: en.nav_explore,
  es: es.nav_explore,
  ar: ar.nav_explore,
  fr: fr.nav_explore,
}

/** The header with its Explore button and the footer, once each. */
async function expectShell(page: Page, locale: Locale) {
  expect(await page.getByRole('banner').count()).toBe(1)
  expect(await page.getByRole('contentinfo').count()).toBe(1)
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: explore[locale], exact: true })
  expect(await button.isVisible()).toBe(true)
}

type FirstScreen = { largest: string; shift: number; moved: string[] }

/**
 * Before the page's first byte: watches its largest contentful paint and its layout shifts, and
 * marks every element the HTML itself brings (all there are when the document has been parsed:
 * the app wakes only after `load`).
 */
export async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const fromHtml = new WeakSet<Element>()
    // An image's source as the HTML gave it (the app may not swap in another).
    const htmlSource = new WeakMap<Element, string>()
    let largest: PerformanceEntry | undefined
    let shift = 0
    // What moved, for the message of a failing check.
    const moved: string[] = []
    new PerformanceObserver((list) => {
      largest = list.getEntries().at(-1) ?? largest
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shift += entry.value
        for (const { node, previousRect: a, currentRect: b } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement
          const name = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`
            : 'a node no longer in the page'
          moved.push(
            `${name} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} → ` +
              `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} (${entry.value.toFixed(4)})`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('*')) {
        fromHtml.add(element)
        if (element instanceof HTMLImageElement) htmlSource.set(element, element.src)
      }
    })
    ;(window as { __firstScreen?: () => FirstScreen }).__firstScreen = () => {
      const entry = largest as
        (PerformanceEntry & { element: Element | null; url: string }) | undefined
      const element = entry?.element
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
          (entry.url ? ` (${entry.url.startsWith('data:') ? 'drawn inline' : entry.url})` : '')
        : ''
      // An image counts as the HTML's when its element and its source both came with it.
      // (The entry cuts a long data: address short: its start must be the HTML's.)
      const given = element ? htmlSource.get(element) : undefined
      const sourceFromHtml =
        !entry?.url ||
        given === entry.url ||
        (entry.url.startsWith('data:') && !!given?.startsWith(entry.url.replace(/\.\.\.$/, '')))
      return {
        largest: !entry
          ? 'none reported'
          : !element
            ? 'an element no longer in the page (replaced, not hydrated)'
            : fromHtml.has(element) && sourceFromHtml
              ? `from the HTML: ${name}`
              : `added after the HTML: ${name}`,
        shift: Number(shift.toFixed(4)),
        moved,
      }
    }
  })
}

/**
 * Resolves once the page has done what it does for its fonts after waking (src/lib/late-styles.ts:
 * it fetches the later faces' files ahead of the next page, and applies them only then), every
 * font it uses has loaded, and it has been drawn since: whatever fonts could move, has moved.
 */
export async function lateFacesIn(page: Page) {
  await page.waitForFunction(() => {
    const fonts = document.getElementById('boot')?.dataset.fonts?.split(' ').filter(Boolean) ?? []
    return fonts.every((href) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name === new URL(href, location.href).href),
    )
  })
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** What `watchFirstScreen` saw, read now. */
export function firstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(() =>
    (window as unknown as { __firstScreen: () => FirstScreen }).__firstScreen(),
  )
}

/** Scrolls to the foot of the page, a screen at a time, and back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
}

/** Each id that more than one element of the live page carries, with how many do. */
function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]')) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    }
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`)
  })
}

/**
 * Links to a place on this same page (href="#x", or this page's own path with #x) whose
 * fragment names no element. A bare "#" counts too: it goes nowhere useful.
 */
function inPageLinksWithoutTarget(page: Page) {
  return page.evaluate(() => {
    const here = location.origin + location.pathname
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
      .filter((link) => {
        const target = new URL(link.href)
        if (target.origin + target.pathname !== here) return false
        const id = decodeURIComponent(target.hash.slice(1))
        return !id || (!document.getElementById(id) && !document.getElementsByName(id).length)
      })
      .map((link) => `${link.getAttribute('href')} (“${link.textContent?.trim()}”)`)
  })
}

/**
 * The page's width once resized to `width` and laid out again, and the elements that stick out
 * past it, outermost first: not those inside a box that clips or scrolls sideways, nor the
 * visually hidden ones, nor fixed ones (which never widen the page).
 */
export async function reflow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 700 })
  await layoutSettled(page)
  return page.evaluate(measureOverflow, width)
}

/**
 * Resolves once the page's size has stayed the same for three frames in a row: observers (the
 * carousel's, for one) lay out again a frame or two after a resize. Counted in frames, not time.
 */
export function layoutSettled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = ''
        let same = 0
        let frames = 0
        const tick = () => {
          const root = document.documentElement
          const size = `${root.scrollWidth}x${root.scrollHeight}`
          same = size === last ? same + 1 : 0
          last = size
          // A page that never settles is measured as it is after 600 frames: a guard against a
          // hang (a run once waited out the test's 120 s here or in a wait like it), not a time.
          if (same >= 3 || ++frames > 600) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}

function measureOverflow(width: number) {
  // Sections drawn only near the screen (content-visibility: auto) are laid out for the measure
  // at this width, as they are when the reader reaches them: skipped, one may still hold the
  // boxes of the width before.
  const drawAll = new CSSStyleSheet()
  drawAll.replaceSync('* { content-visibility: visible !important; }')
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll]
  const excluded = (element: Element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box)
      if (style.position === 'fixed' || box.classList.contains('visually-hidden')) return true
      if (box !== element && style.overflowX !== 'visible') return true
    }
    return false
  }
  // Past either edge: right to left, what is too wide sticks out on the left.
  const outside = [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect()
      return (
        (box.right > width + 0.5 || box.left < -0.5) &&
        box.width > 1 &&
        box.height > 1 &&
        // Not what the page does not draw: a closed disclosure's content.
        element.checkVisibility() &&
        !excluded(element)
      )
    })
    .map((element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      const box = element.getBoundingClientRect()
      return `${element.tagName.toLowerCase()}${id}${classes} (${Math.round(box.left)} to ${Math.round(box.right)})`
    })
  const scrollWidth = document.documentElement.scrollWidth
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawAll)
  return {
    scrollWidth,
    outside:
      outside.length > 12 ? [...outside.slice(0, 12), `${outside.length - 12} more`] : outside,
  }
}
