import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { eligibleCountryGroups } from '../../content/eligible-countries'
import { blogPromo } from '../../content/pages/blogs'
import { syllabusPaths } from '../../content/syllabus-paths'
import { syllabi } from '../../content/syllabus'
import { pathname, seriousViolations, setupBrowser } from './browser'

const { open } = setupBrowser()

describe('/CountryList', () => {
  it('filters live, case-insensitively, hiding empty groups, with a message when nothing matches', async () => {
    const { page, errors } = await open('/CountryList', { viewport: 'phone' })
    const search = page.getByPlaceholder('Search for a country...')
    // Its label is drawn, not only read: the placeholder goes as one types (3.3.2).
    const label = page.locator('#find label', { hasText: 'Search for a country' })
    expect(await label.evaluate((l) => (l as HTMLLabelElement).control?.getAttribute('type'))).toBe(
      'search',
    )
    const box = await label.boundingBox()
    expect(box?.width).toBeGreaterThan(100)
    expect(box?.height).toBeGreaterThan(10)
    const groups = () =>
      page
        .locator('#find section h3')
        .evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent?.trim()))
    const countries = () => page.locator('#find section li').allTextContents()

    expect(await groups()).toEqual(eligibleCountryGroups.map((g) => g.continent))
    expect(await countries()).toHaveLength(111)
    const sizes = await page
      .locator('#find section h3 span')
      .allTextContents()
      .then((s) => s.map(Number))
    expect(sizes).toEqual([17, 21, 33, 1, 23, 13, 3])

    await search.fill('KEN')
    await expect.poll(countries).toEqual(['Kenya'])
    expect(await groups()).toEqual(['Africa'])
    await search.fill('tur')
    await expect.poll(groups).toEqual(['Asia', 'Middle East'])
    expect(await countries()).toEqual(['Turkey', 'Turkey'])

    await search.fill('zzz')
    await expect.poll(() => page.getByText('No eligible country matches “zzz”.').count()).toBe(1)
    expect(await countries()).toEqual([])
    // By keyboard: the clear button goes with the query, and focus goes back to the field.
    await page.getByRole('button', { name: 'Clear the search' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => countries().then((c) => c.length)).toBe(111)
    expect(await search.inputValue()).toBe('')
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('/curriculum topic finder', () => {
  it('lists every curriculum and subject that covers a topic, linking to the list', async () => {
    const { page } = await open('/curriculum')
    expect(await page.locator('a[href="/ib-sylabus-list"]').count()).toBeGreaterThan(0)
    const uae = page.getByRole('heading', { name: 'UAE Ministry of Education Curriculum' })
    expect(await uae.count()).toBe(1)
    expect(await page.locator('#coming-soon li').count()).toBe(8)

    const finder = page.locator('#topic-finder')
    await finder.getByPlaceholder('Search for a topic...').fill('photosynthesis')
    await expect
      .poll(() => finder.getByRole('status').textContent())
      .toBe('“photosynthesis” is covered in 6 curricula.')
    const results = finder.locator('ul > li > p a')
    expect(await results.allTextContents()).toEqual(syllabi.map((s) => s.shortName))

    await finder.getByPlaceholder('Search for a topic...').fill('electrolysis')
    await expect.poll(() => finder.locator('mark').count()).toBeGreaterThan(3)
    await finder.getByRole('link', { name: 'IB', exact: true }).click()
    await page.waitForURL(/\/ib-sylabus-list#chemistry$/)
    expect(pathname(page)).toBe('/ib-sylabus-list')

    await page.goBack()
    await page.locator('#topic-finder input').fill('qwxz')
    await expect
      .poll(() => page.locator('#topic-finder [role="status"]').textContent())
      .toBe('No topic matches “qwxz”. Try a shorter or more general word.')
  })
})

describe('/lab-setup-and-learning estimator', () => {
  it('prices labs and years from the constants, keeps bad input and says what to fix', async () => {
    const { page, errors } = await open('/lab-setup-and-learning', { viewport: 'phone' })
    const estimator = page.locator('#estimator')
    const figures = () => estimator.locator('dd').allTextContents()
    expect(await figures()).toEqual(['$18,000', '$4,500', '$13,500'])

    await estimator.getByLabel('Number of labs').fill('2')
    await estimator.getByRole('radio', { name: '6 years' }).check()
    await expect.poll(figures).toEqual(['$72,000', '$23,400', '$48,600'])
    expect(await estimator.locator('tbody tr').count()).toBe(6)
    expect(await estimator.locator('tbody tr').nth(4).textContent()).toContain('60%')

    await estimator.getByLabel('Number of labs').fill('two')
    await expect
      .poll(() => estimator.getByText('Enter a whole number of labs from 1 to 50.').count())
      .toBe(1)
    expect(await estimator.getByLabel('Number of labs').inputValue()).toBe('two')
    expect(await estimator.getByLabel('Number of labs').getAttribute('aria-invalid')).toBe('true')
    expect(errors).toEqual([])
  })

  it('is linked from /grant', async () => {
    const { page } = await open('/grant')
    await page.getByRole('link', { name: 'Estimate Your Costs' }).click()
    await page.waitForURL(/\/lab-setup-and-learning#estimator$/)
    await page.locator('#estimator').waitFor()
  })
})

describe('syllabus lists', () => {
  it.each(syllabi.map((s) => ({ key: s.key, heading: s.heading })))(
    '$key: topics grouped by subject with heading and counts',
    async ({ key }) => {
      const syllabus = syllabi.find((s) => s.key === key)!
      const { page } = await open(syllabusPaths[key])
      expect(await page.locator('h1').textContent()).toBe(syllabus.heading)
      expect(await page.locator('main h2').allTextContents()).toEqual(
        syllabus.groups.map((g) => g.subject),
      )
      for (const group of syllabus.groups) {
        const list = page.locator(`#${group.subject.toLowerCase()} ol > li`)
        expect(await list.count()).toBe(group.topics.length)
      }
    },
  )

  it('labels the IB third group Physics with 45 topics', async () => {
    const { page } = await open('/ib-sylabus-list')
    expect(await page.locator('#physics h2').textContent()).toBe('Physics')
    expect(await page.locator('#physics ol > li').count()).toBe(45)
  })
})

describe('/svs impact tabs', () => {
  it('each tab shows benefit cards and two key statistics; arrow keys move between tabs', async () => {
    const { page } = await open('/svs')
    const tabs = page.getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Schools', 'Teachers', 'Students', 'Parents'])
    for (const name of ['Schools', 'Teachers', 'Students', 'Parents']) {
      await page.getByRole('tab', { name }).click()
      const panel = page.getByRole('tabpanel')
      expect(await panel.locator('li h3').count()).toBe(3)
      expect(await panel.locator('dl > div').count()).toBe(2)
    }
    // Every tab's aria-controls names a panel that is in the page, shown or hidden.
    const controlled = await tabs.evaluateAll((all) =>
      all.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? '')?.role),
    )
    expect(controlled).toEqual(['tabpanel', 'tabpanel', 'tabpanel', 'tabpanel'])
    await page.getByRole('tab', { name: 'Parents' }).press('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Schools')
  })
})

describe('world pages', () => {
  it.each([
    ['/BioVerse', ['250', '100', '60']],
    ['/ChemVerse', ['200', '50', '60']],
    ['/AtomVerse', ['250', '100', '60']],
  ])('%s shows its counters and a five-item FAQ, one open at a time', async (path, figures) => {
    const { page } = await open(path)
    const counters = await page.locator('#counters li span:first-child').allTextContents()
    expect(counters.map((c) => c.replace(/\D/g, ''))).toEqual(figures)
    expect(await page.getByRole('button', { name: 'Connect With Us' }).count()).toBe(1)
    const questions = page.locator('#faq button[aria-expanded]')
    expect(await questions.count()).toBe(5)
    const expanded = () =>
      questions.evaluateAll((qs) => qs.map((q) => q.getAttribute('aria-expanded')))
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false'])
    await questions.nth(2).click()
    await expect.poll(expanded).toEqual(['false', 'false', 'true', 'false', 'false'])
    await questions.nth(2).click()
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'false', 'false'])
    // The icon row links to all six worlds, and Back to Home.
    expect(
      await page.getByRole('navigation', { name: 'All worlds' }).getByRole('link').count(),
    ).toBe(6)
    expect(await page.getByRole('link', { name: 'Back to Home' }).count()).toBe(1)
  })

  it('SpaceVerse has three feature cards; GeoVerse and mathVerse only say Coming Soon', async () => {
    const space = await open('/SpaceVerse')
    expect(await space.page.locator('#features li').count()).toBe(3)
    for (const path of ['/GeoVerse', '/mathVerse']) {
      const { page } = await open(path)
      expect(await page.getByText('Coming Soon', { exact: true }).first().isVisible()).toBe(true)
      expect(await page.locator('#faq').count()).toBe(0)
      expect(await page.locator('#counters').count()).toBe(0)
    }
  })
})

describe('editions, training and support', () => {
  it('/svi: the waitlist, six features, headsets and the disabled Coming Soon bundle', async () => {
    const { page } = await open('/svi', { viewport: 'phone' })
    for (const feature of [
      'VR Labs',
      'AI Tutors',
      'Interactive Quizzes',
      'Advanced Analytics',
      'Learners’ Community',
      'Weekly Gamified Competitions',
    ]) {
      expect(await page.getByRole('heading', { name: feature }).count()).toBe(1)
    }
    expect(await page.getByRole('button', { name: 'Join the Waitlist' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true)
    expect(await page.locator('#faq button[aria-expanded]').count()).toBe(5)
  })

  it('/training-and-certification: three levels, experience and fees', async () => {
    const { page } = await open('/training-and-certification')
    const text = (await page.locator('main').textContent()) ?? ''
    for (const level of ['Standard', 'Intermediate', 'Master']) {
      expect(await page.getByRole('heading', { name: level }).count()).toBeGreaterThan(0)
    }
    expect(text).toMatch(/2 years/)
    expect(text).toMatch(/3 years/)
    expect(text).toContain('$250')
  })

  it('/supportcommunity: the forum is Coming Soon and disabled', async () => {
    const { page } = await open('/supportcommunity')
    expect(await page.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true)
  })
})

describe('the pages’ images', () => {
  /** The image is on the page, has its text alternative, and has actually loaded. */
  async function expectShown(page: Page, name: string | RegExp) {
    const image = page.getByRole('img', { name })
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await image.isVisible()).toBe(true)
  }

  it('the About page shows the partnership logo in its partnership section', async () => {
    const { page } = await open('/aboutUs', { viewport: 'phone' })
    const section = page.getByRole('region', {
      name: 'In Partnership With a World STEM Federation',
    })
    expect(await section.getByRole('img').count()).toBe(1)
    await expectShown(page, /in partnership with a world STEM federation/)
  })

  it("/lab-setup-and-learning's eligibility block shows the world image", async () => {
    const { page } = await open('/lab-setup-and-learning')
    const section = page.getByRole('region', { name: /^Available in 110 Countries/ })
    expect(await section.getByRole('link', { name: 'View List' }).count()).toBe(1)
    await expectShown(page, /globe marking schools in the 110 eligible countries/)
  })

  it('the blog list shows its banner above the articles: the product, its artwork and two calls', async () => {
    const { page } = await open('/blogs', { viewport: 'desktop' })
    const banner = page.getByRole('complementary', { name: blogPromo.heading })
    await banner.scrollIntoViewIfNeeded()
    const art = banner.locator('img')
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await banner.getByRole('link', { name: 'Know More' }).getAttribute('href')).toBe('/svs')
    expect(await banner.getByRole('button', { name: 'Get in Touch' }).isVisible()).toBe(true)
  })

  it('the not-found screen is led by its image, with a text alternative and one link home', async () => {
    const { page } = await open('/no-such-page', { viewport: 'phone' })
    const main = page.getByRole('region', { name: 'Page not found' })
    const first = main.locator('img, h1, p, a').first()
    expect(await first.evaluate((el) => el.tagName)).toBe('IMG')
    await expectShown(page, /page not found|drifting/i)
    const links = main.getByRole('link')
    expect(await links.count()).toBe(1)
    expect(await links.first().getAttribute('href')).toBe('/')
  })
})
