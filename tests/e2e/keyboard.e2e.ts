import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { offerPanel, modalCopy } from '../../content/modals'
import { aboutSection } from '../../content/pages/about-section'
import { timings } from '../../content/site'
import { formMessages } from '../../schemas/forms/define'
import { focused, setupBrowser, tabTo } from './browser'
import { asTheRoundStands } from './grant-round'

// Keyboard only, no clicks: each flow of the walkthrough in docs/accessibility.md. After every
// key, focus is on something a visitor can see, never <body>.
const { open } = setupBrowser()

async function press(page: Page, key: string) {
  await page.keyboard.press(key)
  const now = await focused(page)
  expect(now, `after ${key}`).not.toBe('body')
  expect(now, `after ${key}`).not.toMatch(/^hidden /)
  return now
}

const carousel = (name: string) => `section[aria-roledescription="carousel"][aria-label="${name}"]`

describe('by keyboard alone', () => {
  it('the offer dialog: each step takes focus to its heading, and Escape back to "Offer"', async () => {
    const { page, errors } = await open('/')
    await tabTo(page, 'Offer', { within: carousel('Highlights') })
    await press(page, 'Enter')
    const dialog = page.getByRole('dialog', { name: modalCopy.offer.title })
    // Its steps come with the dialog's code, a moment after its frame.
    await dialog.getByRole('button', { name: asTheRoundStands.grab }).waitFor()
    await tabTo(page, asTheRoundStands.grab, { within: 'dialog' })
    await press(page, 'Enter')
    await expect.poll(() => focused(page)).toBe(`h3 "${asTheRoundStands.applicationTitle}"`)
    await tabTo(page, 'Back to the offer', { within: 'dialog', back: true })
    await press(page, 'Enter')
    await expect.poll(() => focused(page)).toBe(`h3 "${offerPanel.heading}"`)
    await press(page, 'Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('button "Offer"')
    expect(errors).toEqual([])
  })

  it('dismissing the Early Adopter strip leaves focus on the slide’s last action', async () => {
    const { page } = await open('/')
    const hero = carousel('Highlights')
    await tabTo(page, 'Dismiss the Early Adopter offer', { within: hero })
    const now = await press(page, 'Enter')
    expect(
      await page.getByRole('button', { name: 'Dismiss the Early Adopter offer' }).count(),
    ).toBe(0)
    expect(
      await page.evaluate((hero) => !!document.activeElement?.closest(hero), hero),
      `focus on ${now}`,
    ).toBe(true)
  })

  it('a carousel holds while focus is on its controls, and "Next slide" keeps focus at the end', async () => {
    const { page } = await open('/', { clock: true })
    const products = page.locator(carousel('The six worlds'))
    await products.and(page.locator('[data-ready]')).waitFor()
    const current = () =>
      products
        .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
        .getAttribute('aria-label')
    await tabTo(page, 'Next slide', { within: carousel('The six worlds') })
    // Keyboard focus on a control (not a slide) holds rotation (WAI-ARIA carousel pattern).
    await page.clock.runFor(timings.productCarouselAutoplay + 500)
    expect(await current()).toBe('1 of 6')
    for (let n = 2; n <= 6; n++) {
      await press(page, 'Enter')
      await expect.poll(current).toBe(`${n} of 6`)
    }
    // The last slide: 'Next slide' says it is unavailable, and keeps focus.
    const next = products.getByRole('button', { name: 'Next slide' })
    expect(await next.getAttribute('aria-disabled')).toBe('true')
    expect(await press(page, 'Enter')).toBe('button "Next slide"')
    expect(await current()).toBe('6 of 6')
    // Going back from the first slide likewise.
    await tabTo(page, 'Slide 1', { within: carousel('The six worlds'), back: true })
    await press(page, 'Enter')
    await expect.poll(current).toBe('1 of 6')
    await tabTo(page, 'Previous slide', { within: carousel('The six worlds'), back: true })
    expect(await press(page, 'Enter')).toBe('button "Previous slide"')
    expect(await current()).toBe('1 of 6')
  })

  it('/blogs "View Categories" closes on Escape and when focus leaves it', async () => {
    const { page } = await open('/blogs')
    const details = page.locator('details', { has: page.getByText('View Categories') })
    const isOpen = () => details.evaluate((el) => (el as HTMLDetailsElement).open)
    await tabTo(page, 'View Categories')
    await press(page, 'Enter')
    expect(await isOpen()).toBe(true)
    await press(page, 'Tab')
    await press(page, 'Escape')
    expect(await isOpen()).toBe(false)
    expect(await focused(page)).toBe('summary "View Categories"')
    await press(page, 'Enter')
    expect(await isOpen()).toBe(true)
    const links = await details.getByRole('link').count()
    for (let n = 0; n <= links; n++) await press(page, 'Tab')
    expect(await isOpen()).toBe(false)
  })

  it('header menus: arrows open and move within; Tab on to the next toggle closes the menu', async () => {
    const { page } = await open('/svs')
    const nav = 'nav[aria-label="Main"]'
    const toggle = (name: string) => page.locator(nav).getByRole('button', { name })
    await tabTo(page, 'About Us', { within: nav })
    // The first key loads the dropdowns' machine: the menu opens, and focus moves, once it is in.
    await press(page, 'ArrowDown')
    await expect.poll(() => focused(page)).toBe('a "About Us"')
    expect(await toggle('About Us').getAttribute('aria-expanded')).toBe('true')
    expect(await press(page, 'ArrowDown')).toBe('a "Contact Us"')
    expect(await press(page, 'ArrowDown')).toBe('a "About Us"')
    expect(await press(page, 'End')).toBe('a "Contact Us"')
    expect(await press(page, 'Home')).toBe('a "About Us"')
    // Tab past the last link: the next toggle has focus, and the first menu has closed.
    await press(page, 'Tab')
    expect(await press(page, 'Tab')).toBe('button "Solutions"')
    expect(await toggle('About Us').getAttribute('aria-expanded')).toBe('false')
    // ArrowUp opens at the last link; Escape closes and gives focus back to the toggle.
    expect(await press(page, 'ArrowUp')).toBe('a "Lab Setup & Licensing"')
    expect(await press(page, 'Escape')).toBe('button "Solutions"')
    expect(await toggle('Solutions').getAttribute('aria-expanded')).toBe('false')
    // Enter still opens it as a disclosure; Tab from the open toggle goes into its menu.
    await press(page, 'Enter')
    expect(await press(page, 'Tab')).toMatch(/^a ".* for Schools"$/)
  })

  it('the header "Get in Touch" link takes focus to the Get Involved form, not <body>', async () => {
    const { page } = await open('/svs')
    await tabTo(page, 'Get in Touch', { within: 'header' })
    expect(await press(page, 'Enter')).toMatch(
      new RegExp(`^section "${aboutSection.getInvolvedHeading}`),
    )
    // Focus on the section asks for the form at once, even before the page has settled; its
    // chunk may still be on the way, and focus stays on the section meanwhile.
    await page.locator('#contact form input').first().waitFor()
    expect(await focused(page)).toMatch(new RegExp(`^section "${aboutSection.getInvolvedHeading}`))
    expect(await press(page, 'Tab')).toBe('input ""')
    expect(
      await page.evaluate(() => document.activeElement?.closest('#contact form') !== null),
    ).toBe(true)
  })

  it('sending a form keeps focus on its button while it sends, after success and after failure', async () => {
    const { page } = await open('/contactUs')
    // The form wakes as it comes near.
    await page.locator('#contact').scrollIntoViewIfNeeded()
    const form = page.locator('#contact form')
    await form.waitFor()
    // The outbox answers only once the test has seen 'Sending…' (released by the test, not
    // after a pause that a slow machine could outlast).
    let answer: 'ok' | 'fail' = 'ok'
    let release = () => {}
    let released = Promise.resolve()
    const hold = () => (released = new Promise<void>((resolve) => (release = resolve)))
    await page.route('**/api/v1.0/email/send', async (route) => {
      await released
      if (answer === 'fail') await route.fulfill({ status: 500, body: 'down' })
      else await route.continue()
    })
    const fill = async (back: boolean) => {
      await tabTo(page, 'Get in Touch', { within: 'header', back })
      await press(page, 'Enter')
      await press(page, 'Tab')
      await page.keyboard.type('Ada Lovelace')
      await press(page, 'Tab')
      await page.keyboard.type('ada@example.org')
      await press(page, 'Tab')
      await page.keyboard.type('Ind')
      // The list comes as the visitor reaches the field: a keyboard user waits for it to show.
      await page.getByRole('option', { name: 'India', exact: true }).waitFor()
      await press(page, 'ArrowDown')
      await press(page, 'Enter')
      await press(page, 'Tab')
      await page.keyboard.type('Please tell me more about the VR labs for schools.')
      await press(page, 'Tab')
    }
    hold()
    await fill(false)
    expect(await press(page, 'Enter')).toBe('button "Sending…"')
    release()
    await form.getByRole('status').getByText(formMessages.contactSuccess).waitFor()
    expect(await focused(page)).toBe('button "Send Message"')

    answer = 'fail'
    hold()
    await fill(true)
    expect(await press(page, 'Enter')).toBe('button "Sending…"')
    release()
    await form.getByRole('alert').getByText(formMessages.sendFailure).waitFor()
    expect(await focused(page)).toBe('button "Send Message"')
  })

  it('typing in the /blogs search box leaves the box in view (the page does not jump to the top)', async () => {
    const { page } = await open('/blogs')
    await tabTo(page, 'View Categories')
    expect(await press(page, 'Shift+Tab')).toBe('input ""')
    await page.keyboard.type('grant')
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('grant')
    const inView = () =>
      page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect()
        return !!box && box.top >= 0 && box.bottom <= window.innerHeight
      })
    expect(await focused(page)).toBe('input ""')
    expect(await inView()).toBe(true)
  })
})
