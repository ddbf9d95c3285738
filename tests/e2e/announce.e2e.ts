import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pathname, setupBrowser } from './browser'

// What changes is announced, by keyboard only (no clicks). After every action
// focus is on a visible control or heading, never on <body>.

const { open } = setupBrowser()

/** What has focus, as a screen reader would name it. Runs in the page: self-contained. */
function describeFocus() {
  const element = document.activeElement
  if (!element || element === document.body) return { tag: 'BODY', name: '', shown: false }
  const box = element.getBoundingClientRect()
  const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  return { tag: element.tagName, name, shown }
}

const focusOf = (page: Page) => page.evaluate(describeFocus)

/** Focus is on a visible control or heading, not on <body>. */
async function expectFocusShown(page: Page) {
  const focus = await focusOf(page)
  expect(focus.tag).not.toBe('BODY')
  expect(focus.shown, `${focus.tag} “${focus.name}” is shown`).toBe(true)
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  await target.waitFor({ state: 'attached' })
  for (let i = 0; i < (options.max ?? 120); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
    // (Not waiting for the target: it may be gone, as Load more is after the last page.)
    const reached = await target.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    )
    if (reached) return
  }
  throw new Error(`Tab did not reach ${target}`)
}

/** Follows the focused link with Enter and waits for the address. */
async function follow(page: Page, path: string) {
  await page.keyboard.press('Enter')
  await expect.poll(() => pathname(page)).toBe(path)
}

/** The text of every live region (role=status) in `scope`. */
const statuses = (scope: Page | Locator) => scope.getByRole('status').allTextContents()

describe('moving to another page inside the site', () => {
  it('puts focus on the new page’s heading (footer, header, a post), not on the first load', async () => {
    const { page, errors } = await open('/svs')
    // The first load leaves focus where the browser puts it.
    expect((await focusOf(page)).tag).toBe('BODY')

    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Grants' }))
    await follow(page, '/grant')
    await expect.poll(() => focusOf(page)).toMatchObject({ tag: 'H1', shown: true })
    expect((await focusOf(page)).name).toMatch(/grant/i)
    // The heading takes focus from script only: Tab never stops on it.
    expect(await page.locator('h1').getAttribute('tabindex')).toBe('-1')

    // Back up from the heading to the header's Blogs link.
    const blogs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
    await tabTo(page, blogs, { back: true })
    await follow(page, '/blogs')
    await expect
      .poll(() => focusOf(page))
      .toEqual({ tag: 'H1', name: 'Innovations & Research', shown: true })

    // A post: its title.
    const first = page.getByRole('list', { name: 'Articles' }).getByRole('link').first()
    const title = (await first.textContent())!.trim()
    const slug = (await first.getAttribute('href'))!
    await tabTo(page, first)
    await follow(page, slug)
    await expect.poll(() => focusOf(page)).toEqual({ tag: 'H1', name: title, shown: true })
    expect(errors).toEqual([])
  })

  it('from the Explore tray, the chosen world’s heading takes focus', async () => {
    const { page } = await open('/svs')
    await tabTo(page, page.getByRole('button', { name: 'Explore', exact: true }))
    await page.keyboard.press('Enter')
    const tray = page.getByRole('dialog', { name: 'Explore' })
    await tray.waitFor()
    await tabTo(page, tray.getByRole('link', { name: 'AtomVerse' }))
    await follow(page, '/AtomVerse')
    await tray.waitFor({ state: 'hidden' })
    await expect.poll(() => focusOf(page)).toEqual({ tag: 'H1', name: 'AtomVerse', shown: true })
  })
})

describe('live regions', () => {
  it('/CountryList announces that no eligible country matches', async () => {
    const { page } = await open('/CountryList')
    const search = page.getByRole('searchbox', { name: 'Search for a country' })
    await tabTo(page, search)
    await page.keyboard.type('zzz')
    await expect
      .poll(() => statuses(page.locator('#find')))
      .toEqual(['No eligible country matches “zzz”.'])
    // Typing stays in the field.
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('an empty submit speaks its errors once: focus on the first invalid field, none of them live', async () => {
    const { page, errors } = await open('/CountryList')
    // The About section, on every page, wakes (and brings its form) as it comes near.
    await page.getByRole('heading', { name: 'Get Involved' }).scrollIntoViewIfNeeded()
    const form = page.getByRole('region', { name: 'Get Involved' })
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }))
    await page.keyboard.press('Enter')
    // Focus goes to the first invalid field, which says what is wrong as its description.
    const name = form.getByRole('textbox', { name: 'Name' })
    await expect
      .poll(() => name.evaluate((element) => element === document.activeElement))
      .toBe(true)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    const description = await name.evaluate(
      (element) =>
        document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    )
    expect(description).toBe('Name is required')
    // Every error shows, and not one of them is, or is inside, a live region.
    const shown = await form.locator('[aria-invalid="true"]').count()
    expect(shown).toBeGreaterThan(1)
    const live = await form.evaluate((element) =>
      [...element.querySelectorAll('[aria-invalid="true"]')].map((field) => {
        const error = document.getElementById(field.getAttribute('aria-describedby') ?? '')
        return !!error?.closest('[aria-live]:not([aria-live="off"]), [role=status], [role=alert]')
      }),
    )
    expect(live).toEqual(Array.from({ length: shown }, () => false))
    // The form's own live regions have nothing to say.
    expect((await statuses(form)).join('')).toBe('')
    expect(errors).toEqual([])
  })

  it('/blogs announces what a search found and each further page', async () => {
    const { page, errors } = await open('/blogs')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    const cards = page.getByRole('list', { name: 'Articles' }).getByRole('link')
    await tabTo(page, search)
    await page.keyboard.type('grant')
    await expect.poll(() => statuses(page)).toContain('3 results for “grant”.')
    // The address took the search, and focus stayed in the field.
    expect(new URL(page.url()).searchParams.get('search')).toBe('grant')
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.type('zzqq')
    await expect.poll(() => statuses(page)).toContain('No results for “grantzzqq”.')

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await expect
      .poll(() => statuses(page))
      .toContain('Search cleared: showing the latest 5 articles.')
    await expect.poll(() => cards.count()).toBe(5)

    // Tab through the list to Load more: the list does not grow on the way.
    const more = page.getByRole('button', { name: 'Load more' })
    await tabTo(page, more)
    expect(await cards.count()).toBe(5)
    await page.keyboard.press('Enter')
    await expect.poll(() => statuses(page)).toContain('Loaded 5 more articles, 10 in all.')
    // Reading goes on at the first new post.
    await expect
      .poll(() => focusOf(page))
      .toEqual({ tag: 'A', name: (await cards.nth(5).textContent())!.trim(), shown: true })

    // The last page: the button goes, and focus does not fall to <body> with it.
    for (let total = 10; total < 18;) {
      await tabTo(page, more)
      await page.keyboard.press('Enter')
      const added = Math.min(5, 18 - total)
      total += added
      await expect
        .poll(() => statuses(page))
        .toContain(
          `Loaded ${added} more articles, ${total} in all.${total === 18 ? ' That is the last of them.' : ''}`,
        )
      await expectFocusShown(page)
    }
    expect(await more.count()).toBe(0)
    expect((await focusOf(page)).name).toBe((await cards.nth(15).textContent())!.trim())
    expect(errors).toEqual([])
  })
})
