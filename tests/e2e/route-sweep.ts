import { expect, it } from 'vitest'
import { site } from '../../content/site'
import { seriousViolations, setupBrowser } from './browser'
import { routes } from './routes'

type Viewport = 'phone' | 'desktop'

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
      await page.locator('#app-loader').waitFor({ state: 'detached' })
      expect(await seriousViolations(page)).toEqual([])
      expect(errors).toEqual([])
    },
  )
}
