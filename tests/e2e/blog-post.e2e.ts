import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { blogPromo, postPage } from '../../content/pages/blogs'
import { shareWindows } from '../../content/site'
import { seriousViolations, setupBrowser, url } from './browser'

const { open } = setupBrowser()

const slug = 'the-thermite-reaction-without-the-risk'
const path = `/blogs/${slug}`
const share = postPage.share

type Sharing = {
  opened: { url: string; target: string; features: string }[]
  copied: string[]
  shared: { url?: string; title?: string }[]
}

/**
 * Before the page's own scripts: window.open, the clipboard and (on a 'phone') the Web Share API
 * record what they are asked instead of opening windows and sheets. Without `webShare` the
 * browser has no navigator.share at all, as on most desktops.
 */
const recordSharing =
  ({ webShare }: { webShare: boolean }) =>
  (page: Page) =>
    page.addInitScript(
      ({ webShare }) => {
        const sharing: Sharing = { opened: [], copied: [], shared: [] }
        ;(window as unknown as { __sharing: Sharing }).__sharing = sharing
        window.open = ((url: string, target: string, features: string) => {
          sharing.opened.push({ url: String(url), target, features })
          return null
        }) as typeof window.open
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async (text: string) => void sharing.copied.push(text) },
        })
        if ('share' in Navigator.prototype)
          delete (Navigator.prototype as { share?: unknown }).share
        if (webShare) {
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: async (data: ShareData) => void sharing.shared.push(data),
          })
        }
      },
      { webShare },
    )

const sharing = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sharing: Sharing }).__sharing)

async function openPost(options: { webShare: boolean; viewport?: 'phone' | 'desktop' }) {
  const { page, errors } = await open(path, {
    viewport: options.viewport ?? 'desktop',
    prepare: recordSharing({ webShare: options.webShare }),
  })
  // The post first: until it arrives the page's heading is 'Loading'.
  const row = page.getByRole('region', { name: share.heading })
  await row.waitFor()
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  return { page, errors, title, row, postUrl: url(path) }
}

describe('sharing a blog post', () => {
  it('shares to Facebook, X and LinkedIn in windows of each network’s size, and by e-mail', async () => {
    const { page, title, row, postUrl } = await openPost({ webShare: false })
    const post = encodeURIComponent(postUrl)
    await row.getByRole('button', { name: share.networks.facebook }).click()
    await row.getByRole('button', { name: share.networks.x }).click()
    await row.getByRole('button', { name: share.networks.linkedin }).click()
    const { opened } = await sharing(page)
    expect(opened.map((o) => o.url)).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${post}`,
      `https://twitter.com/intent/tweet?url=${post}&text=${encodeURIComponent(title)}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${post}`,
    ])
    const sizes = opened.map((o) => /width=(\d+),height=(\d+)/.exec(o.features)?.slice(1))
    expect(sizes).toEqual(
      [shareWindows.facebook, shareWindows.x, shareWindows.linkedin].map((s) => [
        String(s.width),
        String(s.height),
      ]),
    )
    expect(shareWindows.facebook).toEqual({ width: 550, height: 400 })
    expect(shareWindows.x).toEqual({ width: 550, height: 400 })
    expect(shareWindows.linkedin).toEqual({ width: 660, height: 460 })
    expect(opened.every((o) => o.features.includes('noopener'))).toBe(true)
    const mail = await row.getByRole('link', { name: share.networks.email }).getAttribute('href')
    expect(mail).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${postUrl}`)}`,
    )
  })

  it('copies the link and says so; shows no share counts', async () => {
    const { page, row, postUrl, errors } = await openPost({ webShare: false })
    expect(await row.getByRole('status').innerText()).toBe('')
    await row.getByRole('button', { name: share.copyLink }).click()
    await row.getByRole('status').getByText(share.copied, { exact: true }).waitFor()
    expect((await sharing(page)).copied).toEqual([postUrl])
    // Nothing in the row is a number: no counts, and no dead zeros.
    expect(await row.innerText()).not.toMatch(/\d/)
    expect(errors).toEqual([])
  })

  it('has share targets of at least 24 px with a visible focus ring, and no serious axe findings', async () => {
    const { page, row } = await openPost({ webShare: false })
    const targets = row.getByRole('list').locator('button, a')
    expect(await targets.count()).toBe(6)
    for (const box of await targets.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(24)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
    // Keyboard focus (a Tab from the control before the row) shows a ring.
    await page.getByRole('button', { name: 'Share your feedback' }).focus()
    await page.keyboard.press('Tab')
    const facebook = row.getByRole('button', { name: share.networks.facebook })
    expect(await facebook.evaluate((el) => el === document.activeElement)).toBe(true)
    const ring = await facebook.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(ring.style).not.toBe('none')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('shares to Instagram through the share sheet where the browser has one (phones)', async () => {
    const { page, title, row, postUrl } = await openPost({ webShare: true, viewport: 'phone' })
    await row.getByRole('button', { name: share.networks.instagram }).click()
    await expect.poll(async () => (await sharing(page)).shared).toEqual([{ url: postUrl, title }])
    const { copied, opened } = await sharing(page)
    expect(copied).toEqual([])
    expect(opened).toEqual([])
    expect(await row.getByRole('status').innerText()).toBe('')
  })

  it('copies the link for Instagram, and says to paste it there, where there is no share sheet', async () => {
    const { page, row, postUrl } = await openPost({ webShare: false })
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
    await row.getByRole('button', { name: share.networks.instagram }).click()
    await row.getByRole('status').getByText(share.copiedForInstagram, { exact: true }).waitFor()
    const { copied, opened } = await sharing(page)
    expect(copied).toEqual([postUrl])
    expect(opened).toEqual([])
  })
})

describe('the blog post page’s banners', () => {
  it('shows the product banner after the share row and before related blogs', async () => {
    const { page, row } = await openPost({ webShare: false })
    const banner = page.getByRole('complementary', { name: blogPromo.heading })
    await banner.waitFor()
    expect(await banner.getByText(blogPromo.text).isVisible()).toBe(true)
    const knowMore = banner.getByRole('link', { name: 'Know More' })
    expect(await knowMore.getAttribute('href')).toBe('/svs')
    const related = page.getByRole('region', { name: 'Related blogs' })
    await related.waitFor()
    const follows = async (first: Locator, second: Locator) =>
      second.evaluate(
        (el, before) =>
          Boolean(before.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
        await first.elementHandle(),
      )
    expect(await follows(row, banner)).toBe(true)
    expect(await follows(banner, related)).toBe(true)
    await banner.getByRole('button', { name: 'Get in Touch' }).click()
    await page.getByRole('dialog', { name: 'Get in Touch' }).waitFor()
  })

  it('replaces a broken post banner with the default image, which says what it shows', async () => {
    const { page } = await open(path, {
      prepare: (page) =>
        page.route(`**/blog/${slug}.svg`, (route) => route.fulfill({ status: 404, body: '' })),
    })
    const fallback = page.getByRole('img', { name: postPage.defaultBannerAlt })
    await fallback.waitFor()
    expect(await fallback.isVisible()).toBe(true)
    expect(await fallback.getAttribute('src')).toMatch(/\/blog\/default-banner\.svg$/)
    await expect
      .poll(() => fallback.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })
})
