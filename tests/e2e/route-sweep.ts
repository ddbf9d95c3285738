import { expect, it } from 'vitest'
import { site } from '../../content/site'
import { seriousViolations, setupBrowser } from './browser'
import { routes } from './routes'

type Viewport = 'phone' | 'desktop'

// The title index.html carries before a page sets its own.
const shellTitle = 'StemVerse: immersive VR science labs for schools'

/** Every route at one width: its heading, header and footer, no error, no axe violation. */
export function sweepRoutes(viewport: Viewport) {
  const { open } = setupBrowser()
  it.each(routes)(
    '$path shows its heading, header and footer, with no error or axe violation',
    async ({ path, heading }) => {
      const { page, errors } = await open(path, { viewport })
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
      expect(await seriousViolations(page)).toEqual([])
      expect(errors).toEqual([])
    },
  )
}
