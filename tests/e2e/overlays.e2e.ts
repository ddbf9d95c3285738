// WCAG 1.4.10 and 1.4.12 where the page's own width cannot show them: the header's menu and every
// dialog are overlays fixed to the screen, which never widen the page. At 320 × 700 (1280 px at
// 400 % zoom), in every language, each one fits the screen, nothing in it sticks out past either
// edge or scrolls it sideways, and with the reader's text spacing nothing in it is cut or drawn
// over other text.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { localizePath, type Locale } from '../../content/locales'
import type { ModalKind } from '../../content/types'
import { setupBrowser } from './browser'
import { applyTextSpacing, overflowWithin, textSpacingProblems } from './reading'
import { layoutSettled, reflow } from './route-sweep'

const { visit } = setupBrowser()

/** One tab for the file (a visit costs half a fresh page), still: no carousel turns under a click. */
const still = {
  viewport: 'phone' as const,
  // The trailer's dialog is measured with its video, as a visitor sees it.
  video: true,
  prepare: (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }),
}

const locales: Locale[] = ['en', 'es', 'ar']

/** Each language's messages, by file. */
const messages = import.meta.glob<Record<string, string>>('../../messages/*.json', {
  eager: true,
  import: 'default',
})
/** The header's menu button, by its visible name in the language. */
const explore = (locale: Locale) => messages[`../../messages/${locale}.json`]!.nav_explore!

/** Every dialog, by the page that opens it: the eleven enquiry dialogs and the trailer. */
const dialogsByPage: { path: string; kinds: ModalKind[] }[] = [
  { path: '/', kinds: ['schoolContact', 'scheduling', 'offer'] },
  { path: '/BioVerse', kinds: ['connectWithUs', 'video'] },
  { path: '/contact', kinds: ['schoolDemo', 'partnership', 'generalInquiries'] },
  { path: '/lab-setup-and-learning', kinds: ['grantApplication'] },
  { path: '/svi', kinds: ['waitlist'] },
  { path: '/blogs', kinds: ['subscribe'] },
  { path: '/blogs/the-thermite-reaction-without-the-risk', kinds: ['feedback'] },
]

const narrow = { width: 320, height: 700 }

/** The page and the open overlay fit 320 px; with text spacing, nothing in it is lost. */
async function expectFits(page: Page, overlay: Locator, what: string) {
  await layoutSettled(page)
  const { scrollWidth, outside } = await reflow(page, narrow.width)
  expect(
    scrollWidth,
    `${what}: page wider than 320 px (${outside.join(', ')})`,
  ).toBeLessThanOrEqual(narrow.width)
  expect(await overflowWithin(overlay, narrow.width), `${what}: sticking out`).toEqual([])
  await applyTextSpacing(page)
  await layoutSettled(page)
  expect(
    await overflowWithin(overlay, narrow.width),
    `${what}, text spacing: sticking out`,
  ).toEqual([])
  const { cut, overlapping } = await textSpacingProblems(page, 'dialog[open]')
  expect(cut, `${what}, text spacing: cut by its box`).toEqual([])
  expect(overlapping, `${what}, text spacing: text over text`).toEqual([])
  // The next overlay is measured with the page's own spacing again.
  await page.evaluate(() => (document.adoptedStyleSheets = []))
}

describe('overlays at 320 × 700 in every language', () => {
  it.each(locales)('%s: the header, and its menu open, fit the screen', async (locale) => {
    const { page, errors } = await visit(localizePath('/', locale), still)
    await page.setViewportSize(narrow)
    const banner = page.getByRole('banner')
    const menuButton = banner.getByRole('button', { name: explore(locale), exact: true })
    // The menu button is whole on the screen, not cut at its edge.
    const box = (await menuButton.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(narrow.width)
    expect(await overflowWithin(banner, narrow.width), 'the header: sticking out').toEqual([])
    await menuButton.click()
    const tray = page.getByRole('dialog')
    await tray.waitFor()
    await expectFits(page, tray, `${locale} menu`)
    expect(errors).toEqual([])
  })

  const cases = locales.flatMap((locale) =>
    dialogsByPage.map(({ path, kinds }) => ({ locale, path: localizePath(path, locale), kinds })),
  )
  it.each(cases)(
    '$path: each dialog it opens fits the screen ($kinds)',
    async ({ path, kinds, locale }) => {
      const { page, errors } = await visit(path, still)
      await page.setViewportSize(narrow)
      for (const kind of kinds) {
        // The trigger on the screen: not one on a slide the carousel hides.
        const trigger = page.locator(`main [data-opens="${kind}"]:not([inert] *)`).first()
        await trigger.scrollIntoViewIfNeeded()
        await trigger.click()
        const dialog = page.locator('dialog[open]')
        await dialog.waitFor()
        // Its content in place: the form, the offer's list, the player, or the scheduler's state.
        await dialog.locator('form, ul, video, [role="status"]').first().waitFor()
        await expectFits(page, dialog, `${locale} ${kind}`)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
      expect(errors.filter((e) => !/media|404|widget\.js|ERR_/.test(e))).toEqual([])
    },
  )
})
