// @vitest-environment node
import { JSDOM } from 'jsdom'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts } from '../../server/blog/load-posts'
import { render as renderPage, setSanitizerWindow } from '../../src/entry-prerender'
import { routes } from '../e2e/routes'

// Every page is prerendered to static HTML (scripts/prerender.ts does exactly this): every route
// must render with no window or document, with the blog's Markdown, as the build does.
const blog = blogCatalog(readPosts(resolve('content/blog')), 'en')
const render = (path: string) => renderPage(path, blog)
beforeAll(() => {
  setSanitizerWindow(new JSDOM('').window)
})

const text = (html: string | undefined) =>
  html
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')

describe('every route renders without a DOM', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it.each(routes)('$path', async ({ path, heading }) => {
    const page = await render(path)
    expect(page.status).toBe(200)
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(page.html)?.[1])).toBe(heading)
    expect(page.html.match(/<title>/g)).toHaveLength(1)
    // The router's state for hydration travels with the page.
    expect(page.html).toContain('$_TSR.router=')
  })

  it('renders a post with its sanitised body and its related posts', async () => {
    const page = await render('/blogs/the-thermite-reaction-without-the-risk')
    expect(page.html).toContain('<h2 id="related-heading">Related blogs</h2>')
    expect(page.html).toMatch(/<h2[^>]*>Why thermite stays out of school labs<\/h2>/)
  })

  it('renders an unknown address as the not-found page, with a 404', async () => {
    const page = await render('/no/such/page')
    expect(page.status).toBe(404)
    expect(page.html).toContain('noindex')
  })
})
