import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { home, page as homePage } from '../../content/pages/home'
import { statisticItems } from '../../content/pages/home-sections'
import { modalCopy } from '../../content/modals'
import { timings } from '../../content/site'
import { worlds } from '../../content/worlds'
import { pathname, seriousViolations, setupBrowser, url } from './browser'
import { asTheRoundStands } from './grant-round'

const { open } = setupBrowser()

const carousel = (page: Page, name: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`)

/** A carousel starts its slider and machine after the page has loaded. */
async function started(region: Locator) {
  await region.and(region.page().locator('[data-ready]')).waitFor()
  return region
}

/** The slides a visitor can see (the others are hidden from everyone, and inert). */
const visibleSlides = (region: Locator) =>
  region.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')

async function visibleLabels(region: Locator) {
  return visibleSlides(region).evaluateAll((slides) =>
    slides.map((slide) => slide.getAttribute('aria-label')),
  )
}

/** Polls a state; the limit is a guard against a hang (as `expect.poll`'s), not a measure. */
async function until(check: () => Promise<boolean>, timeout = 20_000) {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

describe('home page', () => {
  it('hero: four slides with arrows, bullets, Get in Touch, calendar and the Early Adopter strip', async () => {
    const { page, errors } = await open('/')
    const hero = carousel(page, 'Highlights')
    const slides = hero.locator('[aria-roledescription="slide"]')
    expect(await slides.count()).toBe(4)
    expect(await slides.evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'The Future of Education',
    )

    // Stop rotation first, so the slide changes only when the test asks.
    await hero.getByRole('button', { name: 'Stop automatic slide show' }).click()
    await hero.getByRole('button', { name: 'Next slide' }).click()
    expect(await until(async () => (await visibleLabels(hero))[0] === '2 of 4')).toBe(true)
    const second = visibleSlides(hero)
    expect(await second.getByRole('heading').first().textContent()).toBe(home.heroSlides[1].title)
    // The first slide is hidden now, and the page's h1 is not: it stands outside the slides.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      homePage.heading,
    ])
    expect(await second.getByText('upto 75%').isVisible()).toBe(true)
    await hero.getByRole('button', { name: 'Slide 4' }).click()
    expect(await until(async () => (await visibleLabels(hero))[0] === '4 of 4')).toBe(true)
    expect(await visibleSlides(hero).getByRole('heading').first().textContent()).toBe(
      'Educate Yourself in your Space & Time',
    )
    await hero.getByRole('button', { name: 'Next slide' }).click()
    expect(await until(async () => (await visibleLabels(hero))[0] === '1 of 4')).toBe(true)
    await hero.getByRole('button', { name: 'Previous slide' }).click()
    expect(await until(async () => (await visibleLabels(hero))[0] === '4 of 4')).toBe(true)

    // Each button opens its modal.
    const current = visibleSlides(hero)
    for (const [name, kind] of [
      ['Get in Touch', 'schoolContact'],
      ['Schedule a Meeting', 'scheduling'],
      ['Offer', 'offer'],
    ] as const) {
      await current.getByRole('button', { name, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: modalCopy[kind].title })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    expect(await current.getByText(asTheRoundStands.bannerNote).isVisible()).toBe(true)

    // Dismissing the strip hides it on every slide.
    expect(await hero.getByText(asTheRoundStands.bannerNote, { exact: true }).count()).toBe(4)
    await current.getByRole('button', { name: 'Dismiss the Early Adopter offer' }).click()
    expect(await hero.getByText(asTheRoundStands.bannerNote, { exact: true }).count()).toBe(0)
    await hero.getByRole('button', { name: 'Slide 2' }).click()
    expect(await hero.getByRole('button', { name: 'Offer' }).count()).toBe(0)
    // The scheduling widget's script lives on the internet, which this machine cannot reach.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([])
  })

  it('hero: rotates every 5 s, loops, holds while the pointer is on the slides', async () => {
    const { page } = await open('/', { clock: true })
    const hero = await started(carousel(page, 'Highlights'))
    await page.mouse.move(5, 880)
    expect(await visibleLabels(hero)).toEqual(['1 of 4'])
    await page.clock.runFor(timings.bannerAutoplay + 50)
    expect(await until(async () => (await visibleLabels(hero))[0] === '2 of 4')).toBe(true)
    // After the first rotation the page keeps its h1: it stands outside the slides.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      'The Future of Education',
    ])
    expect(await hero.locator('h1').count()).toBe(0)
    await page.clock.runFor(timings.bannerAutoplay * 3 + 50)
    expect(await until(async () => (await visibleLabels(hero))[0] === '1 of 4')).toBe(true)

    // The pointer on the slides holds rotation; leaving resumes it.
    await visibleSlides(hero).locator('h2').hover()
    await page.clock.runFor(timings.bannerAutoplay * 2)
    expect(await visibleLabels(hero)).toEqual(['1 of 4'])
    await page.mouse.move(5, 880)
    await page.clock.runFor(timings.bannerAutoplay + 50)
    expect(await until(async () => (await visibleLabels(hero))[0] === '2 of 4')).toBe(true)
    // The live region speaks only while rotation is off.
    const track = hero.locator('[aria-live]')
    expect(await track.getAttribute('aria-live')).toBe('off')
    await hero.getByRole('button', { name: 'Stop automatic slide show' }).click()
    expect(await track.getAttribute('aria-live')).toBe('polite')
  })

  it.each([
    ['Get in Touch', 'schoolContact'],
    ['Offer', 'offer'],
  ] as const)(
    'hero: holds while "%s" has a dialog open, and Escape gives focus back to it',
    async (name, kind) => {
      const { page } = await open('/', { clock: true })
      const hero = await started(carousel(page, 'Highlights'))
      const opener = await visibleSlides(hero)
        .getByRole('button', { name, exact: true })
        .elementHandle()
      // By keyboard: focus on the slide's button, then Enter. Focus moves into the dialog, away
      // from the slides, so only the open dialog can hold rotation.
      await opener!.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: modalCopy[kind].title })
      await dialog.waitFor()
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.clock.runFor(timings.bannerAutoplay * 2 + 500)
      expect(await visibleLabels(hero)).toEqual(['1 of 4'])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => opener!.evaluate((el) => el === document.activeElement)).toBe(true)
      // Closed, the dialog no longer holds rotation (focus on the slides still does: move it off).
      await page.locator('#main').focus()
      await page.clock.runFor(timings.bannerAutoplay + 50)
      await expect.poll(() => visibleLabels(hero)).toEqual(['2 of 4'])
    },
  )

  it('with reduced motion nothing rotates and no video plays', async () => {
    const { page } = await open('/', { reducedMotion: true, clock: true, video: true })
    const hero = await started(carousel(page, 'Highlights'))
    expect(await hero.getByRole('button', { name: 'Start automatic slide show' }).count()).toBe(1)
    await page.clock.runFor(timings.bannerAutoplay * 2)
    expect(await visibleLabels(hero)).toEqual(['1 of 4'])
    const products = carousel(page, 'The six worlds')
    await products.scrollIntoViewIfNeeded()
    await page.clock.runFor(1000)
    expect(
      await products
        .locator('video')
        .first()
        .evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true)
  })

  it('product carousel: one slide per world, the current trailer playing muted, Know More', async () => {
    const { page, errors } = await open('/', { video: true })
    const products = carousel(page, 'The six worlds')
    expect(await products.locator('[aria-roledescription="slide"]').count()).toBe(worlds.length)
    await products.scrollIntoViewIfNeeded()
    const video = visibleSlides(products).locator('video')
    // Posters come after the page has loaded and painted.
    await expect.poll(() => video.getAttribute('poster')).toBe('/media/BioVerse-poster.webp')
    expect(
      await until(() =>
        video.evaluate(
          (v: HTMLVideoElement) => !v.paused && v.muted && v.loop && v.readyState >= 2,
        ),
      ),
    ).toBe(true)
    // The rotation control is the trailers' pause too (WCAG 2.2.2), and its name says so.
    const all = products.locator('video')
    const paused = (n: number) => all.nth(n).evaluate((v: HTMLVideoElement) => v.paused)
    await products.getByRole('button', { name: 'Stop the slide show and its trailers' }).click()
    expect(await until(() => paused(0))).toBe(true)
    await products.getByRole('button', { name: 'Next slide' }).click()
    expect(
      await until(async () => (await visibleLabels(products))[0] === `2 of ${worlds.length}`),
    ).toBe(true)
    // Stopped, the new slide's trailer stays still too; started, it plays, and only it.
    expect(await paused(1)).toBe(true)
    await products.getByRole('button', { name: 'Start the slide show and its trailers' }).click()
    expect(await until(async () => !(await paused(1)))).toBe(true)
    expect(await paused(0)).toBe(true)
    await products.getByRole('button', { name: 'Stop the slide show and its trailers' }).click()
    expect(await until(() => paused(1))).toBe(true)
    await visibleSlides(products)
      .getByRole('link', { name: /Know More/ })
      .click()
    await page.waitForURL(url('/ChemVerse'))
    expect(pathname(page)).toBe('/ChemVerse')
    expect(errors).toEqual([])
  })

  it('benefits, the eye-health note, the editions and LABS', async () => {
    const { page } = await open('/', { viewport: 'phone' })
    for (const title of [
      'Experiential Understanding',
      'Personalized Education',
      'Motivational Boost',
      'Safe Environment',
      'Active Engagement',
      'Gamified Learning',
    ]) {
      expect(await page.getByRole('heading', { name: title, level: 3 }).count()).toBe(1)
    }
    expect(await page.getByText(/no evidence that VR damages the eyes/).isVisible()).toBe(true)
    const knowMore = page.locator('main a', { hasText: 'Know More' })
    const hrefs = await knowMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(['/svs', '/svi']))
    const labs = page.locator('section[aria-labelledby="labs-heading"]')
    expect(await labs.textContent()).toContain('2000+ Experiences')
    expect(await labs.textContent()).toContain('150+ Practicals')
    expect(await labs.textContent()).toContain('Theoretical')
    expect(await labs.textContent()).toContain('Practical')
  })

  it('statistics slider: five cards, play/pause swaps its icon, progress grows in 100 ms steps', async () => {
    const { page } = await open('/', { clock: true })
    const stats = carousel(page, 'Statistics')
    await stats.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    expect(await stats.locator('[aria-roledescription="slide"]').count()).toBe(5)
    expect(await visibleSlides(stats).textContent()).toContain(statisticItems[0]!.figure)
    const bar = stats.locator('[class*="progress"] > span')
    const scale = () =>
      bar.evaluate((el) => Number(/scaleX\(([\d.]+)\)/.exec(el.style.transform)?.[1] ?? 'NaN'))
    await started(stats)
    // Stop the clock's natural flow: from here time moves only when the test says.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const start = await scale()
    const first = (await visibleLabels(stats))[0]
    await page.clock.runFor(Math.ceil((1 - start) * 5000) + 20)
    await expect.poll(async () => (await visibleLabels(stats))[0]).not.toBe(first)
    // A new slide starts from an empty bar...
    expect(await scale()).toBeLessThan(0.05)
    // ...that grows in whole 100 ms steps: 2,500 ms later it is at one half.
    await page.clock.runFor(2500)
    await expect.poll(scale).toBeCloseTo(0.5, 1)
    const value = await scale()
    expect(Math.round(value * 50) / 50).toBeCloseTo(value, 5)
    await page.clock.resume()

    const toggle = stats.getByRole('button', { name: 'Stop automatic slide show' })
    const iconBefore = await toggle.innerHTML()
    await toggle.click()
    const play = stats.getByRole('button', { name: 'Start automatic slide show' })
    expect(await play.innerHTML()).not.toBe(iconBefore)
    expect(await scale()).toBe(0)
    const stoppedAt = await visibleLabels(stats)
    await page.clock.runFor(12_000)
    expect(await visibleLabels(stats)).toEqual(stoppedAt)
    // A swipe (here a mouse drag) moves to the next slide, and the machine follows.
    const box = (await visibleSlides(stats).boundingBox())!
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await page.clock.runFor(1000)
    const next = (Number(stoppedAt[0]!.split(' ')[0]) % 5) + 1
    expect(await until(async () => (await visibleLabels(stats))[0] === `${next} of 5`)).toBe(true)
    await stats.getByRole('button', { name: 'Slide 5' }).click()
    await stats.getByRole('button', { name: 'Next slide' }).click()
    expect(await until(async () => (await visibleLabels(stats))[0] === '1 of 5')).toBe(true)
  })

  it('blog carousel: 3 posts at 1280 px, 1 at 390 px, and ?slug= picks the first', async () => {
    const { page } = await open('/')
    // The section wakes (and asks for its posts) as it comes near.
    await page.getByRole('heading', { name: 'Innovations & Research' }).scrollIntoViewIfNeeded()
    const blog = carousel(page, 'Latest posts')
    await blog.waitFor()
    expect(await page.getByRole('heading', { name: 'Innovations & Research' }).count()).toBe(1)
    expect(await until(async () => (await visibleSlides(blog).count()) === 3)).toBe(true)

    const posts = (await (await fetch(url('/api/blog'))).json()) as {
      slug: string
      title: string
    }[]
    const chosen = posts[2]!
    // One home page at a time: the first one's videos and carousels would slow the second.
    await page.context().close()
    const phone = await open(`/?slug=${chosen.slug}`, { viewport: 'phone' })
    await phone.page
      .getByRole('heading', { name: 'Innovations & Research' })
      .scrollIntoViewIfNeeded()
    const phoneBlog = carousel(phone.page, 'Latest posts')
    await phoneBlog.waitFor()
    expect(await visibleSlides(phoneBlog).count()).toBe(1)
    expect(await visibleLabels(phoneBlog)).toEqual([`3 of ${posts.length}`])
    expect(await visibleSlides(phoneBlog).getByRole('heading').textContent()).toBe(chosen.title)
    expect(await seriousViolations(phone.page)).toEqual([])
  })
})
