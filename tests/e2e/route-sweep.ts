import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { site } from '../../content/site'
import { seriousViolations, setupBrowser } from './browser'
import { routes } from './routes'

type Viewport = 'phone' | 'desktop'

// The form every page draws only once it comes near: the shared About section's, or the partner
// form on /partnerwithus (found by their headings, not by the #contact anchor under test).
const deferredForm =
  ':is([aria-labelledby="about-heading"], [aria-labelledby="partner-form-heading"]) form'

// The title index.html carries before a page sets its own.
const shellTitle = 'StemVerse: immersive VR science labs for schools'

/**
 * Every route at one width: its heading, header and footer, no error, one element per id, a
 * target for every in-page link; on the phone sweep, no sideways scrolling at 320 px either. axe
 * runs on every route once, at one of the two widths: the phone and desktop sweeps take turns,
 * route by route, so both widths meet axe on every kind of page. The pages of one sweep share a
 * tab (and so the browser's cache): every route loads afresh, but not its scripts and fonts.
 */
export function sweepRoutes(viewport: Viewport) {
  const { visit } = setupBrowser()
  const cases = routes.map((route, n) => ({
    ...route,
    axe: n % 2 === (viewport === 'desktop' ? 0 : 1),
  }))
  it.each(cases)(
    '$path shows its heading, header and footer, with no error (axe: $axe)',
    async ({ path, heading, axe }) => {
      const { page, errors } = await visit(path, { viewport })
      await expect.poll(() => page.locator('h1').allTextContents()).toEqual([heading])
      expect(await page.getByRole('banner').count()).toBe(1)
      expect(await page.getByRole('contentinfo').count()).toBe(1)
      expect(await page.getByRole('button', { name: 'Explore', exact: true }).isVisible()).toBe(
        true,
      )
      expect(await page.title()).toContain(site.productName)
      expect(await page.locator('meta[name="description"]').count()).toBe(1)
      // Its own title and description, not the shell's.
      expect(await page.title()).not.toBe(shellTitle)
      // Headings in order: never more than one level deeper than the one before.
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6), footer :is(h2, h3, h4)')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
      const skips = levels.filter((level, n) => n > 0 && level > levels[n - 1]! + 1)
      expect(skips, `heading levels ${levels.join(' ')}`).toEqual([])
      await page.locator('#app-loader').waitFor({ state: 'detached' })
      if (axe) expect(await seriousViolations(page)).toEqual([])
      // The page as the app has drawn it, the parts that wake late included: each wakes as the
      // visitor scrolls to it.
      await scrollThrough(page)
      await page.locator(deferredForm).waitFor({ state: 'attached' })
      expect(await duplicateIds(page), 'ids on more than one element').toEqual([])
      expect(await inPageLinksWithoutTarget(page), 'in-page links with no target').toEqual([])
      expect(errors).toEqual([])
      if (viewport === 'phone') {
        // WCAG 1.4.10 (reflow): content fits 320 CSS px (1280 px at 400 % zoom) without
        // scrolling sideways.
        const { scrollWidth, outside } = await reflow(page, 320)
        expect(
          scrollWidth,
          `wider than 320 px; sticking out: ${outside.join(', ')}`,
        ).toBeLessThanOrEqual(320)
      }
    },
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
async function reflow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 640 })
  let measured = { scrollWidth: Infinity, outside: [] as string[] }
  // Observers (the carousel's, for one) lay out again a frame or two later: give them up to a
  // second before calling the page too wide.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    measured = await page.evaluate(measureOverflow, width)
    if (measured.scrollWidth <= width) break
    await page.waitForTimeout(100)
  }
  return measured
}

function measureOverflow(width: number) {
  const excluded = (element: Element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box)
      if (style.position === 'fixed' || box.classList.contains('visually-hidden')) return true
      if (box !== element && style.overflowX !== 'visible') return true
    }
    return false
  }
  const outside = [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect()
      return box.right > width + 0.5 && box.width > 1 && box.height > 1 && !excluded(element)
    })
    .map((element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      return `${element.tagName.toLowerCase()}${id}${classes} (right ${Math.round(element.getBoundingClientRect().right)})`
    })
  return {
    scrollWidth: document.documentElement.scrollWidth,
    outside:
      outside.length > 12 ? [...outside.slice(0, 12), `${outside.length - 12} more`] : outside,
  }
}
