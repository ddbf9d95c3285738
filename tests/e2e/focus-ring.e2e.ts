import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, type viewports } from './browser'
import { measure } from './focus-ring/measure'
import { probeFocus } from './focus-ring/probe'

/**
 * The focus ring against what is behind it (WCAG 1.4.11 Non-text Contrast).
 *
 * On a sample of pages the test presses Tab from the top (or from a given start) and, for each
 * element that takes focus, measures the ring as it is drawn. How:
 *
 * - Where to look comes from the element's computed style: the outline (width, offset) and every
 *   box-shadow that draws a ring (no offset, no blur) give the bands the ring is made of, from the
 *   element's edge outwards: the element itself, any gap, each band, then the background.
 * - What colour each of those is comes from pixels: one screenshot of the focused element's
 *   surroundings, read along a short line through the middle of each side (away from rounded
 *   corners), the median of seven pixels per band (so a stray glyph or a 1 px dot of the hero's
 *   pattern does not count). Pixels, not styles, because the backgrounds here are gradients,
 *   translucent layers and positioned art that no walk up the ancestors can add up honestly, and
 *   because a ring that is clipped (overflow: hidden) or painted over shows up as the background
 *   where the band should be.
 *
 * The criterion, per side of the element:
 * 1. The ring against the background next to it: at least one of its colours reaches 3:1 (the
 *    issue's measure; for a two-colour ring this is WCAG technique C40's argument).
 * 2. At least one band of the ring reaches 3:1 against both of its neighbours: the background,
 *    the gap, the element's own edge or the ring's other colour. Without this a two-colour ring
 *    could pass on paper while the band that contrasts with the page merges into the element (a
 *    dark band around a dark button) and the band next to the page is the one that does not.
 * The element's figure is the lower of the two on its worst side, and every element must reach
 * 3:1. An element with no ring at all, or none of whose ring is on screen, fails too.
 */

const { visit } = setupBrowser()

/**
 * The focused element once it has stopped moving: its box the same over two frames. A carousel
 * brings a focused slide into view with its own animation, which on a busy machine runs at a
 * crawl and outlasts the retries below; measured mid-way, the ring is where the element was
 * (a post card read 1.00:1, all white, once in a busy run). Gives up after about 3 s.
 */
async function still(page: Page) {
  let last = await page.evaluate(probeFocus)
  for (let i = 0; i < 60 && last; i++) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    const now = await page.evaluate(probeFocus)
    if (!now || now.at === last.at) return now
    last = now
  }
  return last
}

const minimum = 3

type Sample = {
  name: string
  path: string
  viewport?: keyof typeof viewports
  /** How many Tab presses to measure (fewer when focus wraps round first). */
  tabs: number
  /** Runs before the first Tab: where to start from, a dialog to open. */
  prepare?: (page: Page) => Promise<unknown>
}

/** Starts after the header (measured on the pages above): focus on <main>, as the skip link does. */
const fromMain = (page: Page) => page.locator('main').focus()

const samples: Sample[] = [
  // The dark home hero under the header that is transparent over it; the hero carousel.
  { name: 'home, desktop', path: '/', tabs: 20 },
  // Further down the home page: the latest posts, cards in a carousel on a light section.
  {
    name: 'home posts, desktop',
    path: '/',
    tabs: 4,
    prepare: async (page) => {
      // The posts load when their section comes near the screen. From the carousel's last
      // control (its controls are measured in the hero), Tab goes to the posts.
      await page.evaluate(() => document.getElementById('blog-heading')?.scrollIntoView())
      const posts = page.locator('section[aria-labelledby="blog-heading"]')
      await posts.locator('h3 a').first().waitFor()
      await posts.getByRole('button', { name: 'Next slide' }).focus()
    },
  },
  // A light info page under the light header: tabs on a grey track, a tab panel, the accordion.
  { name: 'schools, desktop', path: '/svs', tabs: 18 },
  // A world page: the dark header, the hero tinted with the world's colour, the worlds' chips.
  { name: 'BioVerse, desktop', path: '/BioVerse', tabs: 18 },
  // The blog: the featured post, search box, categories, post cards.
  { name: 'blogs, desktop', path: '/blogs', tabs: 10, prepare: fromMain },
  // Link cards, every field of the contact form, then the dark footer.
  { name: 'contact, desktop', path: '/contactUs', tabs: 24, prepare: fromMain },
  {
    name: 'school contact dialog, desktop',
    path: '/svs',
    tabs: 8,
    // Opened from the keyboard, as a keyboard user would.
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Connect with Us' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').locator('form').waitFor()
    },
  },
  { name: 'home, phone', path: '/', viewport: 'phone', tabs: 8 },
]

describe('the focus ring reaches 3:1 against what is behind it', () => {
  it.each(samples)('$name', async ({ path, viewport, tabs, prepare }) => {
    const { page } = await visit(path, { viewport })
    // Transitions done at once (the ring is measured as it settles, not as it fades in), and no
    // autoplay moving things between a measure and its screenshot.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The loader fades out over the page after the load event; it is gone after 0.3 s.
    await page.locator('#app-loader').waitFor({ state: 'detached' })
    await prepare?.(page)
    const where = `${path} (${viewport ?? 'desktop'})`
    const failures: string[] = []
    const seen = new Set<string>()
    for (let i = 0; i < tabs; i++) {
      await page.keyboard.press('Tab')
      let probe = await still(page)
      if (!probe) break // focus left the document: the end of the page
      if (seen.has(probe.key)) break // focus wrapped round (a dialog's trap)
      seen.add(probe.key)
      let result = await measure(page, probe)
      // Content that loads late can move the element between the measure and the screenshot.
      for (let retry = 0; retry < 2; retry++) {
        const again = await page.evaluate(probeFocus)
        if (!again || again.at === probe.at) break
        probe = again
        result = await measure(page, probe)
      }
      if (result.ratio < minimum) {
        failures.push(`${where} ${probe.label}: ${result.ratio.toFixed(2)}:1 (${result.why})`)
      }
    }
    // Not a vacuous pass: every Tab reached another element.
    expect(seen.size, `elements that Tab reached on ${where}`).toBe(tabs)
    expect(failures).toEqual([])
  })
})
