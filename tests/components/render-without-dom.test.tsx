// @vitest-environment node
import { JSDOM } from 'jsdom'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPosts } from '../../server/blog/load-posts'
import type { PrerenderContext } from '../../src/router'
import { prerenderContext, render, setSanitizerWindow } from '../../src/entry-prerender'
import { routes } from '../e2e/routes'
import { loadPosts, openTestDb, testApp } from '../server/harness'

// Every page is prerendered to static HTML (scripts/prerender.ts does exactly this): every route
// must render with no window or document, with the blog service's data, as the build does.
let context: PrerenderContext
let dispose: () => Promise<void>
beforeAll(async () => {
  const test = await openTestDb()
  dispose = test.dispose
  await loadPosts(test.db, readPosts(resolve('content/blog')))
  const { app } = await testApp(test.db)
  context = prerenderContext((request) => app.fetch(request))
  setSanitizerWindow(new JSDOM('').window)
}, 60_000)
afterAll(() => dispose())

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
    const page = await render(path, context)
    expect(page.status).toBe(200)
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(page.html)?.[1])).toBe(heading)
    expect(page.html.match(/<title>/g)).toHaveLength(1)
    // The router's state for hydration travels with the page.
    expect(page.html).toContain('$_TSR.router=')
  })

  it('renders a post with its sanitised body and its related posts', async () => {
    const page = await render('/blogs/the-thermite-reaction-without-the-risk', context)
    expect(page.html).toContain('<h2 id="related-heading">Related blogs</h2>')
    expect(page.html).toMatch(/<h2[^>]*>Why thermite stays out of school labs<\/h2>/)
  })

  it('renders an unknown address as the not-found page, with a 404', async () => {
    const page = await render('/no/such/page', context)
    expect(page.status).toBe(404)
    expect(page.html).toContain('noindex')
  })
})
