import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sanitizePostHtml } from '../../src/views/blog/sanitize'

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
vi.mock('../../src/services/blog', () => ({
  fetchPosts: vi.fn(),
  fetchTrending: vi.fn(async () => []),
  fetchCategories: vi.fn(async () => []),
  fetchPost: vi.fn(),
}))

describe('blog list and post states', async () => {
  const blog = await import('../../src/services/blog')
  const { BlogListPage } = await import('../../src/views/blog/blog-list-page')
  const { BlogPostPage } = await import('../../src/views/blog/blog-post-page')
  const { renderInRouter } = await import('./router-harness')

  it('shows 5 placeholder cards while the first page loads', async () => {
    vi.mocked(blog.fetchPosts).mockImplementation(() => new Promise(() => {}))
    renderInRouter(<BlogListPage category={null} search="" />)
    expect(await screen.findAllByTestId('blog-placeholder')).toHaveLength(5)
  })

  it("shows 'No Blogs Found' when nothing matches", async () => {
    vi.mocked(blog.fetchPosts).mockImplementation(async ({ page }) => (page === 1 ? [] : []))
    renderInRouter(<BlogListPage category={null} search="quantum" />)
    expect(await screen.findByRole('heading', { name: 'No Blogs Found' })).toBeInTheDocument()
    expect(screen.getByText('please try searching something else')).toBeInTheDocument()
  })

  it('stops silently when the list fails: no placeholders, no empty state, no Load more', async () => {
    vi.mocked(blog.fetchPosts).mockRejectedValue(new Error('offline'))
    renderInRouter(<BlogListPage category={null} search="" />)
    const grid = await screen.findByRole('list', { name: 'Articles' })
    await vi.waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'))
    expect(screen.queryAllByTestId('blog-placeholder')).toHaveLength(0)
    expect(screen.queryByText('No Blogs Found')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it("shows 'Loading', then 'Blog not found' for an unknown post", async () => {
    let answer: (value: null) => void = () => {}
    vi.mocked(blog.fetchPost).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderInRouter(<BlogPostPage slug="nope" />)
    expect(await screen.findByRole('heading', { name: 'Loading' })).toBeInTheDocument()
    answer(null)
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument()
  })

  it("shows 'Blog not found' when the service fails", async () => {
    vi.mocked(blog.fetchPost).mockRejectedValue(new Error('503'))
    renderInRouter(<BlogPostPage slug="any" />)
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument()
  })
})
