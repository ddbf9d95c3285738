import { describe, expect, it } from 'vitest'
import { timings } from '../../content/site'
import { pathname, setupBrowser } from './browser'
import { notFoundHeading } from './routes'

const { open } = setupBrowser()

describe('routing', () => {
  it.each([
    ['/Svs', '/svs'],
    ['/Svi', '/svi'],
    ['/MathVerse', '/mathVerse'],
    ['/countryList', '/CountryList'],
    ['/BIOVERSE', '/BioVerse'],
    ['/Blogs', '/blogs'],
    ['/ABOUTUS/', '/aboutUs'],
  ])('%s lands on the canonical %s', async (from, to) => {
    const { page, errors } = await open(from)
    await expect.poll(() => pathname(page)).toBe(to)
    expect(errors).toEqual([])
  })

  // Links with a trailing slash arrive from e-mails and search results every day; they once froze
  // the tab. The service redirects them once; the page settles on the address without looping
  // (no further document loads) and its main thread still answers.
  it.each([
    ['/svs/', '/svs', 'Empowering Educators, Inspiring Learners'],
    ['/MathVerse/', '/mathVerse', 'mathVerse'],
    ['/blogs/', '/blogs', 'Innovations & Research'],
    ['/blogs/category/classroom-stories/', '/blogs/category/classroom-stories', null],
    [
      '/Blogs/the-thermite-reaction-without-the-risk/',
      '/blogs/the-thermite-reaction-without-the-risk',
      'The Thermite Reaction, Without the Risk: Dangerous Chemistry in ChemVerse',
    ],
    ['/nope/', '/nope', notFoundHeading],
  ])('%s settles on %s', async (from, to, heading) => {
    // Every document the tab asks for, redirects included: a loop keeps asking. (Counted, not
    // timed: on a busy machine the page alone can take longer than any time limit that would
    // still catch a loop.)
    const documents: string[] = []
    const { page, errors } = await open(from, {
      prepare: async (page) =>
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            documents.push(new URL(request.url()).pathname)
          }
        }),
    })
    await expect.poll(() => pathname(page)).toBe(to)
    if (heading) await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading)
    expect(documents).toEqual([from, to])
    // The page still answers: its main thread is not stuck in a redirect loop.
    expect(await page.evaluate(() => 1 + 1)).toBe(2)
    expect(errors).toEqual([])
  })

  it('the router, given a trailing slash inside the app, shows the page and does not loop', async () => {
    const { page, errors } = await open('/svs')
    await page.evaluate(() => {
      window.history.pushState(null, '', '/grant/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/grant/i)
    expect(await page.evaluate(() => 1 + 1)).toBe(2)
    expect(errors).toEqual([])
  })

  it.each(['/not-found', '/no-such-page', '/svs/extra/segments'])(
    '%s shows the not-found screen',
    async (path) => {
      const { page } = await open(path)
      await expect.poll(() => page.locator('h1').textContent()).toBe(notFoundHeading)
    },
  )

  it('starts every new page at the top, and a footer link scrolls to the top', async () => {
    const { page } = await open('/svs')
    await page.mouse.wheel(0, 2500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    // A link in the page: the new page starts at the top at once, in the first frame that shows
    // its heading (read in that frame, however slow the machine).
    await page.evaluate(() => {
      const before = document.querySelector('h1')?.textContent
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent === before) return
        observer.disconnect()
        requestAnimationFrame(() => {
          ;(window as { __scrollInNewPage?: number }).__scrollInNewPage = window.scrollY
        })
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page.getByRole('main').getByRole('link', { name: 'Training & Certification' }).click()
    await expect.poll(() => pathname(page)).toBe('/training-and-certification')
    await expect
      .poll(() => page.evaluate(() => (window as { __scrollInNewPage?: number }).__scrollInNewPage))
      .toBe(0)
    // A footer link: at the top too, also when it points at the page already shown.
    await page.mouse.wheel(0, 2500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Training & Certifications' })
      .click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('the header Get in Touch link goes to the #contact anchor', async () => {
    const { page } = await open('/svs')
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#contact')
    await expect
      .poll(() => page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300)
  })

  it('on /supportcommunity, Get in Touch lands on the About section form, not the support section', async () => {
    // The page's own 'Still Need Help?' section once had id="contact" too: the jump went to it,
    // half a screen above the form.
    const { page } = await open('/supportcommunity')
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#contact')
    const form = page.locator('#contact form')
    await form.waitFor()
    expect(
      await page.evaluate(() => document.querySelector(':target')?.querySelector('form') !== null),
      'the jump goes to the area with the form',
    ).toBe(true)
    const heading = page.locator('#contact').getByRole('heading', { name: 'Get Involved' })
    for (const part of [heading, form.getByLabel('Name')]) {
      // In the viewport, below the sticky header, and drawn on top (nothing covers its middle).
      await expect.poll(() => part.evaluate(shownInViewport)).toBe(true)
    }
    // Near the top of the view, under the header (about 140 px below it here; with the duplicate
    // id, about 460), not further down.
    await expect
      .poll(() =>
        heading.evaluate(
          (el) =>
            el.getBoundingClientRect().top -
            document.querySelector('header')!.getBoundingClientRect().bottom,
        ),
      )
      .toBeLessThan(200)
  })
})

/**
 * Whether the element is fully in the viewport, below the sticky header, and not covered. Runs in
 * the page: self-contained.
 */
function shownInViewport(element: Element) {
  const box = element.getBoundingClientRect()
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
  const inView = box.top >= header && box.bottom <= window.innerHeight && box.height > 0
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return inView && hit !== null && (element === hit || element.contains(hit))
}

describe('header', () => {
  // docs/product.md, "Shell › Header and explore tray": the filled logo and the golden menu button on information and syllabus pages,
  // white menu text on world pages, the regular header elsewhere (blog, home, plain pages).
  // One page per kind, looked at 1280 and 390 px wide; the pictures go to test-results/headers.
  const gold = 'rgb(245, 183, 59)'
  const white = 'rgb(248, 250, 252)'
  it.each([
    { kind: 'info', path: '/svs', logo: 'filled', golden: true, whiteText: false },
    { kind: 'syllabus', path: '/ib-sylabus-list', logo: 'filled', golden: true, whiteText: false },
    { kind: 'world', path: '/ChemVerse', logo: 'outline', golden: false, whiteText: true },
    { kind: 'blog', path: '/blogs', logo: 'filled', golden: false, whiteText: false },
    { kind: 'home', path: '/', logo: 'outline', golden: false, whiteText: true },
    { kind: 'plain', path: '/no-such-page', logo: 'filled', golden: false, whiteText: false },
  ])('dresses for $kind pages ($path) at 1280 and 390 px', async ({ kind, path, ...dress }) => {
    const { page } = await open(path)
    const banner = page.getByRole('banner')
    const menu = page.getByRole('button', { name: 'Explore', exact: true })
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await banner.locator('header').or(banner).first().getAttribute('data-theme')).toBe(
        kind,
      )
      expect(await banner.locator('img').getAttribute('data-variant')).toBe(dress.logo)
      const look = await menu.evaluate((el) => {
        const style = getComputedStyle(el)
        return { background: style.backgroundColor, color: style.color }
      })
      if (dress.golden) expect(look.background).toBe(gold)
      else expect(look.background).not.toBe(gold)
      if (dress.whiteText) expect(look.color).toBe(white)
      else expect(look.color).not.toBe(white)
      expect(await menu.isVisible()).toBe(true)
      await banner.screenshot({ path: `test-results/headers/${kind}-${width}.png` })
    }
  })

  it('opens one desktop dropdown at a time; Escape closes it and returns focus', async () => {
    const { page } = await open('/svs')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const solutions = nav.getByRole('button', { name: 'Solutions' })
    await solutions.click()
    // The dropdowns' machine loads on that first press: the menu opens once it has arrived.
    await expect.poll(() => solutions.getAttribute('aria-expanded')).toBe('true')
    await expect
      .poll(() => nav.getByRole('link', { name: 'Lab Setup & Licensing' }).isVisible())
      .toBe(true)
    await nav.getByRole('button', { name: 'Programs' }).click()
    expect(await solutions.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Escape')
    expect(await nav.getByRole('button', { name: 'Programs' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Programs')
    await nav.getByRole('button', { name: 'Programs' }).click()
    await nav.getByRole('link', { name: 'Curriculum' }).click()
    await expect.poll(() => pathname(page)).toBe('/curriculum')
    expect(await nav.getByRole('button', { name: 'Programs' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
  })

  it('has a Blogs link', async () => {
    const { page } = await open('/svs')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click()
    await expect.poll(() => pathname(page)).toBe('/blogs')
  })
})

describe('explore tray', () => {
  it('lists the six worlds, badges the two coming soon, locks scroll, and Escape returns focus', async () => {
    const { page } = await open('/svs')
    const menu = page.getByRole('button', { name: 'Explore', exact: true })
    await menu.click()
    const tray = page.getByRole('dialog', { name: 'Explore' })
    await tray.waitFor()
    const worlds = tray.getByRole('navigation', { name: 'Worlds' }).getByRole('link')
    expect(await worlds.allTextContents()).toEqual([
      'BioVerse',
      'ChemVerse',
      'AtomVerse',
      'SpaceVerse',
      'GeoVerseComing Soon',
      'mathVerseComing Soon',
    ])
    expect(await tray.getByText('Coming Soon').count()).toBe(2)
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')),
    ).toBe(true)
    // Wide screens also list these.
    for (const name of [
      'About Us',
      'StemVerse for Schools',
      'StemVerse for Individuals',
      'Blogs',
    ]) {
      expect(await tray.getByRole('link', { name, exact: true }).isVisible()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await tray.waitFor({ state: 'hidden' })
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')),
    ).toBe(false)
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('away from home, a world opens at once and the tray closes', async () => {
    const { page } = await open('/svs', { clock: true })
    await page.getByRole('button', { name: 'Explore', exact: true }).click()
    const link = page
      .getByRole('dialog', { name: 'Explore' })
      .getByRole('link', { name: 'AtomVerse' })
    await link.waitFor()
    // With the page's clock paused, nothing that waits for a timer can navigate: only an
    // immediate navigation arrives.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await link.click()
    await expect.poll(() => pathname(page)).toBe('/AtomVerse')
    await page.clock.resume()
    await page.getByRole('dialog', { name: 'Explore' }).waitFor({ state: 'hidden' })
  })

  it('on the home page, clears the extra class first and navigates after 600 ms', async () => {
    const { page } = await open('/', { clock: true })
    const header = page.getByRole('banner')
    const extraBefore = await header.getAttribute('class')
    await page.getByRole('button', { name: 'Explore', exact: true }).click()
    const link = page
      .getByRole('dialog', { name: 'Explore' })
      .getByRole('link', { name: 'BioVerse' })
    await link.waitFor()
    // The page's clock stands still from here: the 600 ms pass only when the test moves it, so a
    // slow machine cannot make the wait look longer or shorter than it is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await link.click()
    await expect.poll(() => header.getAttribute('class')).not.toBe(extraBefore)
    await page.clock.runFor(timings.trayNavigationDelayFromHome - 1)
    expect(await page.evaluate(() => location.pathname)).toBe('/')
    await page.clock.runFor(1)
    await expect.poll(() => pathname(page)).toBe('/BioVerse')
    await page.clock.resume()
    await page.getByRole('dialog', { name: 'Explore' }).waitFor({ state: 'hidden' })
  })

  it('on a phone, shows the four groups with the first open and Blogs as Innovations & Research', async () => {
    const { page } = await open('/svs', { viewport: 'phone' })
    await page.getByRole('button', { name: 'Explore', exact: true }).click()
    const groups = page
      .getByRole('dialog', { name: 'Explore' })
      .getByRole('navigation', { name: 'Site sections' })
    const triggers = groups.getByRole('button')
    await triggers.first().waitFor()
    expect(await triggers.allTextContents()).toEqual([
      'About Us',
      'Solutions',
      'Programs',
      'Support',
    ])
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true')
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('false')
    await triggers.nth(1).click()
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false')
    expect(await groups.getByRole('link', { name: 'Innovations & Research' }).isVisible()).toBe(
      true,
    )
    await groups.getByRole('link', { name: 'Innovations & Research' }).click()
    await expect.poll(() => pathname(page)).toBe('/blogs')
  })

  it('its Get in Touch button closes the tray and opens the contact modal', async () => {
    const { page } = await open('/svs', { viewport: 'phone' })
    await page.getByRole('button', { name: 'Explore', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Explore' })
      .getByRole('button', { name: 'Get in Touch' })
      .click()
    await page.getByRole('dialog', { name: 'Get in Touch' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Explore' }).isVisible()).toBe(false)
  })
})
