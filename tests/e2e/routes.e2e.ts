import { describe, expect, it } from 'vitest'
import { site } from '../../content/site'
import { seriousViolations, setupBrowser, viewports } from './browser'
import { routes } from './routes'

const { open } = setupBrowser()

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
  'every route at %s width',
  (viewport) => {
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
  },
)
