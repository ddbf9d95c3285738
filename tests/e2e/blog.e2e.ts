import { describe, expect, it } from 'vitest'
import { pathname, setupBrowser } from './browser'

const { open } = setupBrowser()

describe('the blog against the local service', () => {
  it('lists 5 posts, pages with Load more to the last post, and shows the latest in the header', async () => {
    const { page, errors } = await open('/blogs')
    const cards = page.getByRole('list', { name: 'Articles' }).locator('article')
    await expect.poll(() => cards.count()).toBe(5)
    await expect
      .poll(() => page.getByRole('region', { name: 'Latest article' }).locator('h2').count())
      .toBe(1)
    // Load more (or the scroll sentinel, whichever comes first) until paging ends: each round
    // waits for the next page's cards, not for a time.
    const loadMore = page.getByRole('button', { name: 'Load more' })
    // The count is read once a round: the sentinel may bring a page at any moment, the last one
    // included, so a second read could already be the end.
    for (let i = 0; i < 10; i++) {
      const before = await cards.count()
      if (before >= 18) break
      // Gone by the time it is clicked (the sentinel was first): that page comes all the same.
      if (await loadMore.isVisible()) await loadMore.click().catch(() => {})
      await expect.poll(() => cards.count()).toBeGreaterThan(before)
    }
    await expect.poll(() => cards.count()).toBe(18)
    const slugs = await cards
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(slugs).size).toBe(18)
    // 18 posts: the short last page ends paging, and its posts are shown.
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(0)
    const dates = await cards.locator('time').allTextContents()
    expect(dates[0]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(await cards.first().locator('span').count()).toBeLessThanOrEqual(2)
    expect(errors.filter((e) => !e.includes('ipapi'))).toEqual([])
  })

  it('pages by scrolling too', async () => {
    const { page } = await open('/blogs')
    const cards = page.getByRole('list', { name: 'Articles' }).locator('article')
    await expect.poll(() => cards.count()).toBe(5)
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()
    await expect.poll(() => cards.count()).toBeGreaterThan(5)
  })

  it('searches as one types, keeps the search in the URL, and Back restores it', async () => {
    // A clock the test can move on (time still flows): the debounce fires when told, not after a
    // guess at how long a busy machine takes.
    const { page } = await open('/blogs', { clock: true })
    const box = page.getByRole('searchbox', { name: 'Search articles' })
    await box.fill('photosynthesis')
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('photosynthesis')
    const titles = page.getByRole('list', { name: 'Articles' }).locator('article h2')
    await expect
      .poll(async () => (await titles.allTextContents()).some((t) => /Photosynthesis/i.test(t)))
      .toBe(true)
    await box.fill('zzqqxx')
    await page.getByRole('heading', { name: 'No Blogs Found' }).waitFor()
    await page.getByText('please try searching something else').waitFor()
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('photosynthesis')
    await expect.poll(() => titles.count()).toBeGreaterThan(0)
    // Back wins over what was typed before it: the box shows the address's search and, once its
    // 350 ms debounce would have fired, has not put its own back.
    expect(await box.inputValue()).toBe('photosynthesis')
    await page.clock.runFor(700)
    expect(new URL(page.url()).searchParams.get('search')).toBe('photosynthesis')
    expect(await box.inputValue()).toBe('photosynthesis')
  })

  it("filters by category from 'View Categories', with the 'Showing Category' banner", async () => {
    const { page } = await open('/blogs')
    await page.getByText('View Categories').click()
    await page.getByRole('link', { name: 'Grants & Funding' }).first().click()
    await expect.poll(() => pathname(page)).toBe('/blogs/category/grants-and-funding')
    await page.getByText('Showing Category:').waitFor()
    const cards = page.getByRole('list', { name: 'Articles' }).locator('article')
    await expect.poll(() => cards.count()).toBe(3)
  })

  it("has sidebars of at most 5 'Trending blog' and 'Category' links", async () => {
    const { page } = await open('/blogs')
    const trending = page.getByRole('navigation', { name: 'Trending blog' }).getByRole('link')
    await expect.poll(() => trending.count()).toBe(5)
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Category' }).getByRole('link').count())
      .toBe(5)
  })

  it('shows a post: back link, title, date, sanitised body, related posts, feedback and copy link', async () => {
    const { page } = await open('/blogs/the-thermite-reaction-without-the-risk')
    await page.getByRole('heading', { level: 1, name: /Thermite Reaction/ }).waitFor()
    expect(await page.title()).toContain('The Thermite Reaction')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /Thermite/,
    )
    expect(await page.getByRole('link', { name: /Back to Innovations & Research/ }).count()).toBe(1)
    await page.getByRole('heading', { name: 'Related blogs' }).waitFor()
    const related = page.getByRole('region', { name: 'Related blogs' }).locator('article')
    await expect.poll(() => related.count()).toBeGreaterThan(0)
    expect(await related.count()).toBeLessThanOrEqual(3)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy link' }).click()
    await page.getByText('Link copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '/blogs/the-thermite-reaction-without-the-risk',
    )
    await page.getByRole('button', { name: 'Share your feedback' }).click()
    await page.getByRole('dialog', { name: 'Share Your Feedback' }).waitFor()
  })

  it('goes to /not-found when the header cannot load the latest post', async () => {
    const { page } = await open('/svs')
    await page.route(/\/api\/blog(\?|$)/, (route) => route.fulfill({ status: 503, body: '{}' }))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click()
    await expect.poll(() => pathname(page)).toBe('/not-found')
  })

  it("says 'Blog not found' for an unknown slug", async () => {
    const { page } = await open('/blogs/no-such-post-at-all')
    await page.getByRole('heading', { name: 'Blog not found' }).waitFor()
  })

  it('falls back to the default banner when an image is broken', async () => {
    const { page } = await open('/blogs')
    await page.route('**/blog/*.svg', (route) =>
      route.request().url().endsWith('default-banner.svg') ? route.continue() : route.abort(),
    )
    await page.reload()
    const first = page.getByRole('list', { name: 'Articles' }).locator('article img').first()
    await expect
      .poll(() => first.evaluate((img) => (img as HTMLImageElement).src))
      .toMatch(/default-banner\.svg$/)
  })
})
