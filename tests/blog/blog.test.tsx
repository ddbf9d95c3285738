import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlogClient } from '../../src/blog/client'
import type { BlogListData } from '../../src/blog/loaders'
import { sanitizePostHtml } from '../../src/blog/sanitize'

describe('post bodies are sanitised before they are rendered', () => {
  const payloads = [
    '<p>Cells</p><script>window.__pwned = 1</script>',
    '<img src="x" onerror="window.__pwned = 2">',
    '<a href="javascript:window.__pwned=3">click</a>',
    '<svg><script>window.__pwned = 4</script></svg>',
    '<iframe src="javascript:window.__pwned=5"></iframe>',
    '<div onclick="window.__pwned=6" style="background:url(javascript:alert(1))">text</div>',
    '<math><mi><a href="javascript:window.__pwned=7">m</a></mi></math>',
    '<form action="javascript:window.__pwned=8"><button>go</button></form>',
  ]

  afterEach(() => {
    delete (window as { __pwned?: number }).__pwned
  })

  it.each(payloads)('%s keeps its text and loses its scripts', (payload) => {
    const clean = sanitizePostHtml(payload)
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: clean }} />)
    container.querySelectorAll('a, button, div').forEach((el) => (el as HTMLElement).click?.())
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('keeps the formatting a post needs', () => {
    const html =
      '<h2>Leaves</h2><p>A <strong>chloroplast</strong> <a href="/BioVerse">link</a></p><table><tr><td>1</td></tr></table><blockquote>q</blockquote>'
    expect(sanitizePostHtml(html)).toBe(
      html.replace('<tr>', '<tbody><tr>').replace('</tr></table>', '</tr></tbody></table>'),
    )
  })
})

// The list's loading, empty and error states, with the service's answers under test control.
vi.mock('../../src/blog/client', () => ({
  fetchPosts: vi.fn(),
}))

/** A list whose loader brought nothing for the feed: the feed's machine loads it itself. */
const noFirstPage = (search: string): BlogListData => ({
  categories: [],
  latest: null,
  trending: [],
  feed: { query: { category: null, search }, posts: null },
})

const failing: BlogClient = {
  fetchPosts: async () => Promise.reject(new Error('503')),
  fetchTrending: async () => Promise.reject(new Error('503')),
  fetchCategories: async () => Promise.reject(new Error('503')),
  fetchPost: async () => Promise.reject(new Error('503')),
}

describe('blog list and post states', async () => {
  const blog = await import('../../src/blog/client')
  const { BlogListPage } = await import('../../src/blog/blog-list-page')
  const { BlogPostPage } = await import('../../src/blog/blog-post-page')
  const { loadBlogPost } = await import('../../src/blog/loaders')
  const { Route: postRoute } = await import('../../src/routes/blogs/$slug')
  const { renderInRouter } = await import('../routes/router-harness')

  it('shows 5 placeholder cards while the first page loads', async () => {
    vi.mocked(blog.fetchPosts).mockImplementation(() => new Promise(() => {}))
    renderInRouter(<BlogListPage category={null} search="" data={noFirstPage('')} />)
    expect(await screen.findAllByTestId('blog-placeholder')).toHaveLength(5)
  })

  it("shows 'No Blogs Found' when nothing matches", async () => {
    vi.mocked(blog.fetchPosts).mockImplementation(async ({ page }) => (page === 1 ? [] : []))
    renderInRouter(<BlogListPage category={null} search="quantum" data={noFirstPage('quantum')} />)
    expect(await screen.findByRole('heading', { name: 'No Blogs Found' })).toBeInTheDocument()
    expect(screen.getByText('please try searching something else')).toBeInTheDocument()
  })

  it('stops silently when the list fails: no placeholders, no empty state, no Load more', async () => {
    vi.mocked(blog.fetchPosts).mockRejectedValue(new Error('offline'))
    renderInRouter(<BlogListPage category={null} search="" data={noFirstPage('')} />)
    const grid = await screen.findByRole('list', { name: 'Articles' })
    await vi.waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'))
    expect(screen.queryAllByTestId('blog-placeholder')).toHaveLength(0)
    expect(screen.queryByText('No Blogs Found')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it("shows 'Loading' while the post is on its way, then 'Blog not found' for an unknown post", async () => {
    const Pending = postRoute.options.pendingComponent!
    renderInRouter(<Pending />)
    expect(await screen.findByRole('heading', { name: 'Loading' })).toBeInTheDocument()
    const data = await loadBlogPost({ ...failing, fetchPost: async () => null }, 'nope')
    renderInRouter(<BlogPostPage {...data} />)
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument()
  })

  it("shows 'Blog not found' when the service fails", async () => {
    const data = await loadBlogPost(failing, 'any')
    expect(data).toEqual({ post: null, related: [] })
    renderInRouter(<BlogPostPage {...data} />)
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument()
  })
})
