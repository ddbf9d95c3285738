import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import { modalCopy } from '../../content/modals'
import { timings } from '../../content/site'
import type { ModalKind } from '../../content/types'
import { seriousViolations, setupBrowser } from './browser'
import { asTheRoundStands } from './grant-round'

const { open } = setupBrowser()

/**
 * Every modal kind, from its trigger (docs/product.md, "Modals"). All of them are the same Dialog component in
 * one of three sizes (a form or the offer, the wide scheduler, the media player): `everyWay` marks
 * the one per size that is also closed on the backdrop and on Escape; the others close on their
 * close button only.
 */
const triggers: {
  kind: ModalKind
  path: string
  trigger: string
  title?: string
  everyWay?: true
}[] = [
  { kind: 'offer', path: '/', trigger: 'Offer' },
  { kind: 'schoolContact', path: '/svs', trigger: 'Connect with Us', everyWay: true },
  { kind: 'scheduling', path: '/', trigger: 'Schedule a Meeting', everyWay: true },
  { kind: 'connectWithUs', path: '/BioVerse', trigger: 'Learn More' },
  { kind: 'schoolDemo', path: '/contact', trigger: 'Book a Demo' },
  { kind: 'partnership', path: '/contactUs', trigger: 'Explore Partnerships' },
  { kind: 'generalInquiries', path: '/contact', trigger: 'Send an Inquiry' },
  { kind: 'grantApplication', path: '/lab-setup-and-learning', trigger: 'Connect With Us' },
  { kind: 'waitlist', path: '/svi', trigger: 'Inquire About SVI Experience' },
  { kind: 'subscribe', path: '/blogs', trigger: 'Get Notified' },
  {
    kind: 'feedback',
    path: '/blogs/the-thermite-reaction-without-the-risk',
    trigger: 'Share your feedback',
  },
  {
    kind: 'video',
    path: '/ChemVerse',
    trigger: 'Watch the trailer',
    title: 'ChemVerse trailer',
    everyWay: true,
  },
]

/**
 * A stand-in for the scheduling service's widget.js: `Calendly.initInlineWidget` puts a visible
 * scheduler into its parent element and counts the calls. Like the real script, it also starts
 * every '.calendly-inline-widget' already on the page once, when it loads (and never again).
 */
const standInSchedulingWidget = `
  window.__calendlyInits = 0
  window.Calendly = {
    initInlineWidget({ url, parentElement }) {
      window.__calendlyInits += 1
      const widget = document.createElement('section')
      widget.setAttribute('aria-label', 'Pick a time')
      widget.innerHTML = '<h3>Pick a time</h3><p></p>'
      widget.querySelector('p').textContent = 'Booking page: ' + url
      parentElement.append(widget)
    },
  }
  document.querySelectorAll('.calendly-inline-widget[data-url]').forEach((parentElement) =>
    window.Calendly.initInlineWidget({ url: parentElement.dataset.url, parentElement }),
  )
`

const scrollLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))

describe('modals', () => {
  it.each(triggers.map((t) => ({ everyWay: false, ...t })))(
    '$kind opens from "$trigger" on $path and closes (every way: $everyWay)',
    async ({ kind, path, trigger, title, everyWay }) => {
      const { page, errors } = await open(path, { video: kind === 'video' })
      const button = page
        .getByRole('main')
        .getByRole('button', { name: trigger, exact: true })
        .first()
      const dialog = page.getByRole('dialog', {
        name:
          title ??
          (kind === 'grantApplication' ? asTheRoundStands.applicationTitle : modalCopy[kind].title),
      })

      // Close button; focus returns to the trigger.
      await button.click()
      await dialog.waitFor()
      expect(await scrollLocked(page)).toBe(true)
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      // axe with the modal open and its content (form, offer, player, scheduler) in place: its
      // code loaded, no longer 'Loading'.
      await expect.poll(() => dialog.getByText(en.loading, { exact: true }).count()).toBe(0)
      await dialog.locator('form, ul, video, [role="status"]').first().waitFor()
      // The player has a name of its own, not only the dialog's (4.1.2, 1.1.1).
      if (kind === 'video') expect(await dialog.getByLabel(title!, { exact: true }).count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await scrollLocked(page)).toBe(false)
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)

      if (everyWay) {
        // A click inside does not close it; a click on the backdrop does.
        await button.click()
        await dialog.waitFor()
        await dialog.getByRole('heading', { name: title ?? modalCopy[kind].title }).click()
        await dialog.waitFor()
        await page.mouse.click(5, 5)
        await dialog.waitFor({ state: 'detached' })

        // Escape closes it.
        await button.click()
        await dialog.waitFor()
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
        expect(await scrollLocked(page)).toBe(false)
      }
      expect(errors.filter((e) => !/media|404|widget\.js|ERR_/.test(e))).toEqual([])
    },
  )

  it('fades in over 0.3 s', async () => {
    const { page } = await open('/svs')
    await page.getByRole('main').getByRole('button', { name: 'Connect with Us' }).click()
    const animation = await page.getByRole('dialog').evaluate((el) => {
      const style = getComputedStyle(el)
      return [style.animationName, style.animationDuration]
    })
    expect(animation[1]).toBe(`${timings.modalFade / 1000}s`)
  })

  it('fades out over 0.3 s when closed, then gives focus back to its trigger', async () => {
    // The page's clock is paused once the modal is open: the modal machine's timer moves only
    // when the test moves it, while the CSS fade runs in real time.
    const { page } = await open('/svs', { clock: true })
    const trigger = page.getByRole('main').getByRole('button', { name: 'Connect with Us' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: modalCopy.schoolContact.title })
    await dialog.waitFor()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const opacity = () => dialog.evaluate((el) => Number(getComputedStyle(el).opacity))
    await expect.poll(opacity).toBe(1) // the fade-in is over
    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(1)
    // Still there while its opacity falls to nothing; focus stays in it meanwhile.
    const seen: number[] = []
    await expect
      .poll(async () => {
        seen.push(await opacity())
        return seen.at(-1)
      })
      .toBeLessThan(0.05)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/fade-out/)
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationDuration)).toBe(
      `${timings.modalFade / 1000}s`,
    )
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // It leaves when the fade's 0.3 s are over, and only then is focus back on the trigger.
    await page.clock.runFor(timings.modalFade - 1)
    expect(await dialog.count()).toBe(1)
    await page.clock.runFor(1)
    await dialog.waitFor({ state: 'detached' })
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('with reduced motion, closes at once and gives focus back to its trigger', async () => {
    const { page } = await open('/svs', { reducedMotion: true, clock: true })
    const trigger = page.getByRole('main').getByRole('button', { name: 'Connect with Us' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: modalCopy.schoolContact.title })
    await dialog.waitFor()
    // With the clock paused, nothing that waits for time can close it: only an instant close.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.keyboard.press('Escape')
    // The clock is paused: the dialog can only go by closing at once (the wait is a guard).
    await dialog.waitFor({ state: 'detached' })
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('the waitlist modal puts the no-scroll marker on the body while open', async () => {
    const { page } = await open('/svi')
    const hasMarker = () => page.evaluate(() => document.body.classList.contains('no-scroll'))
    expect(await hasMarker()).toBe(false)
    await page.getByRole('main').getByRole('button', { name: 'Join the Waitlist' }).first().click()
    await page.getByRole('dialog', { name: 'Join the Waitlist' }).waitFor()
    expect(await hasMarker()).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await hasMarker()).toBe(false)
  })

  it('the offer has two steps, and reopening it starts at the offer again', async () => {
    const { page } = await open('/')
    const offerButton = page.getByRole('main').getByRole('button', { name: 'Offer' }).first()
    await offerButton.click()
    const offer = page.getByRole('dialog', { name: modalCopy.offer.title })
    await offer.getByRole('button', { name: asTheRoundStands.grab }).waitFor()
    for (const benefit of [
      'Grants Available',
      'Access to New Features',
      'Priority Support',
      'Custom Content Creation',
    ]) {
      await offer.getByText(benefit).waitFor()
    }
    await offer.getByText(asTheRoundStands.offerNote).waitFor()
    await offer.getByRole('button', { name: asTheRoundStands.grab }).click()
    await offer.getByRole('button', { name: 'Submit Application' }).waitFor()
    await page.mouse.click(5, 5)
    await offer.waitFor({ state: 'detached' })
    await offerButton.click()
    await offer.getByRole('button', { name: asTheRoundStands.grab }).waitFor()
  })

  it('the scheduler starts on every opening, from a script loaded once', async () => {
    const { page } = await open('/')
    let scriptRequests = 0
    await page.route('**/widget.js', (route) => {
      scriptRequests += 1
      return route.fulfill({ contentType: 'text/javascript', body: standInSchedulingWidget })
    })
    const trigger = page
      .getByRole('main')
      .getByRole('button', { name: 'Schedule a Meeting' })
      .first()
    const dialog = page.getByRole('dialog', { name: modalCopy.scheduling.title })
    for (let opening = 1; opening <= 3; opening++) {
      await trigger.click()
      const widget = dialog.getByRole('region', { name: 'Pick a time' })
      await expect.poll(() => widget.isVisible(), { message: `opening ${opening}` }).toBe(true)
      expect(await widget.getByText(/^Booking page: https:\/\//).count()).toBe(1)
      expect(await dialog.getByRole('region', { name: 'Pick a time' }).count()).toBe(1)
      expect(await dialog.getByText(/could not load/).count()).toBe(0)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    expect(
      await page.evaluate(() => (window as { __calendlyInits?: number }).__calendlyInits),
    ).toBe(3)
    expect(scriptRequests).toBe(1)
  })

  it('the scheduler falls back to a link and the e-mail when its script cannot load', async () => {
    const { page } = await open('/')
    await page.route('**/widget.js', (route) => route.abort())
    await page.getByRole('main').getByRole('button', { name: 'Schedule a Meeting' }).click()
    const dialog = page.getByRole('dialog', { name: modalCopy.scheduling.title })
    await dialog.getByRole('link', { name: 'Open the scheduling page' }).waitFor()
    expect(await dialog.getByRole('link', { name: /@/ }).count()).toBe(1)
  })
})
