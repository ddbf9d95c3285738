import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page as countryListPage } from '../../content/pages/country-list'
import type { FeedLoad } from '../../machines/blog-feed.machine'
import { focusNewPage, pageStart } from '../../src/lib/page-focus'
import { CountryListPage } from '../../src/views/countries/country-list-page'
import { feedAnnouncement } from '../../src/blog/feed-announcement'
import { renderInRouter } from '../routes/router-harness'

// What changes is announced (docs/decisions/007-announcing-changes.md). The browser tests (tests/e2e/announce.e2e.ts)
// drive the same by keyboard in Chromium.

describe('focus on another page (src/lib/page-focus)', () => {
  let main: HTMLElement
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="/elsewhere" id="link">link</a>
      <main id="main" tabindex="-1">
        <h1 id="title">Grants</h1>
        <section id="apply"><p>intro</p><h2>Apply</h2></section>
      </main>`
    main = document.getElementById('main')!
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it("goes to the page's h1, focusable from script only", () => {
    focusNewPage(main, '')
    const h1 = document.getElementById('title')!
    expect(document.activeElement).toBe(h1)
    expect(h1.getAttribute('tabindex')).toBe('-1')
  })

  it("goes to the anchor's heading when the address names one", () => {
    focusNewPage(main, 'apply')
    expect(document.activeElement).toHaveTextContent('Apply')
  })

  it('goes to the heading of the anchor the address names, or to main when there is no h1', () => {
    expect(pageStart(main, 'apply')).toHaveTextContent('Apply')
    expect(pageStart(main, 'no-such-anchor')).toHaveTextContent('Grants')
    document.getElementById('title')!.remove()
    expect(pageStart(main, '')).toBe(main)
  })
})

describe('/CountryList live region', () => {
  it("says 'No eligible country matches …' as one types, and keeps focus in the field", async () => {
    const user = userEvent.setup()
    renderInRouter(<CountryListPage page={countryListPage} />)
    const search = await screen.findByRole('searchbox', { name: 'Search for a country' })
    const status = document.getElementById(search.getAttribute('aria-describedby')!)!
    expect(status).toHaveAttribute('role', 'status')
    await user.click(search)
    await user.keyboard('ken')
    expect(status).toHaveTextContent(/^1 of \d+ countries match “ken”\.$/)
    await user.keyboard('zz')
    expect(status).toHaveTextContent('No eligible country matches “kenzz”.')
    // Said once on the page: the box below gives the help, not the message again.
    expect(screen.getAllByText(/No eligible country matches/)).toHaveLength(1)
    expect(search).toHaveFocus()
  })
})

describe('what the blog list announces', () => {
  const results = (count: number, hasMore = false): FeedLoad => ({
    kind: 'results',
    count,
    hasMore,
  })
  const more = (count: number, total: number, hasMore: boolean): FeedLoad => ({
    kind: 'more',
    count,
    total,
    hasMore,
    fromButton: true,
  })

  it.each([
    [null, 'cells', ''],
    [results(3), 'grant', '3 results for “grant”.'],
    [results(1), 'thermite', '1 result for “thermite”.'],
    [results(0), 'quasars', 'No results for “quasars”.'],
    [results(5, true), 'vr', 'Showing the first 5 results for “vr”. Load more for the next page.'],
    [results(5, true), '', 'Search cleared: showing the latest 5 articles.'],
    [more(5, 10, true), '', 'Loaded 5 more articles, 10 in all.'],
    [more(1, 11, false), 'vr', 'Loaded 1 more article, 11 in all. That is the last of them.'],
    [more(0, 10, false), '', 'No more articles.'],
  ])('%j with the search %j says %j', (load, search, text) => {
    expect(feedAnnouncement(load, search)).toBe(text)
  })
})

vi.mock('../../src/blog/client', () => ({
  fetchPosts: vi.fn(),
}))

describe('the blog list by keyboard', async () => {
  const blog = await import('../../src/blog/client')
  const { BlogListPage } = await import('../../src/blog/blog-list-page')
  const post = (n: number) => ({
    id: n,
    title: `Post ${n}`,
    slug: `post-${n}`,
    description: '',
    banner: '',
    updatedAt: '2025-01-01T00:00:00Z',
    tags: [],
    categories: [],
  })
  const pageOf = (page: number) =>
    Array.from({ length: page === 1 ? 5 : 2 }, (_, i) => post((page - 1) * 5 + i + 1))

  beforeEach(() => {
    // jsdom does not lay out: the list never reaches the end of the view by itself.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('Load more announces the page and puts focus on its first post, also when the button goes', async () => {
    vi.mocked(blog.fetchPosts).mockImplementation(async ({ page }) => pageOf(page))
    const user = userEvent.setup()
    renderInRouter(
      <BlogListPage
        category={null}
        search=""
        data={{
          categories: [],
          latest: null,
          trending: [],
          feed: { query: { category: null, search: '' }, posts: null },
        }}
      />,
    )
    const articles = await screen.findByRole('list', { name: 'Articles' })
    const status = articles.previousElementSibling!
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveTextContent('')
    const button = await screen.findByRole('button', { name: 'Load more' })
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Loaded 2 more articles, 7 in all. That is the last of them.',
      ),
    )
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Post 6' })).toHaveFocus()
  })
})
