import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { canonicalPath, routerRedirect } from '../../schemas/canonical-path'
import { createAppRouter } from '../../src/router'
import type { BlogClient } from '../../src/blog/client'

// The blog pages' loaders ask the blog; here it answers with nothing, as a new blog would (what
// is under test is where the router settles, not the posts).
const emptyBlog = {
  fetchPosts: async () => [],
  fetchCategories: async () => [],
  fetchTrending: async () => [],
  fetchPost: async () => {
    throw new Error('no such post')
  },
} as unknown as BlogClient

const addresses = [
  '/svs/',
  '/Svs/',
  '/SVS',
  '/svs//',
  '/MathVerse/',
  '/countrylist/',
  '/blogs/',
  '/BLOGS/',
  '/blogs/some-post/',
  '/Blogs/Some-Post',
  '/blogs/category/news/',
  '/nope/',
  '/a/b/c/',
  '//evil.example//',
  '/',
]

describe('canonical addresses', () => {
  it.each(addresses)('%s: the redirect target is canonical, so it cannot repeat', (path) => {
    const target = routerRedirect(path)
    if (target !== null) {
      expect(routerRedirect(target)).toBeNull()
      expect(canonicalPath(target)).toBe(target)
    }
    expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path))
    expect(canonicalPath(path).startsWith('//')).toBe(false)
  })

  it.each([
    ['/svs/', '/svs'],
    ['/Svs/', '/svs'],
    ['/MathVerse/', '/mathVerse'],
    ['/countrylist/', '/CountryList'],
    ['/Proposal/', '/proposal'],
    ['/OFFLINE', '/offline'],
    ['/blogs/', '/blogs'],
    ['/BLOGS/Some-Post/', '/blogs/Some-Post'],
    ['/blogs/category/news/', '/blogs/category/news'],
    ['/nope/', '/nope'],
  ])('the router settles on %s at once, with at most one redirect', async (from, to) => {
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [from] }),
      blog: emptyBlog,
    })
    let loads = 0
    router.subscribe('onBeforeLoad', () => {
      loads += 1
      // A redirect that repeats reloads the same location for ever (the frozen tab): count it,
      // then break the loop so that the test fails instead of hanging.
      if (loads === 20) router.history.replace(to)
    })
    const settled = await Promise.race([
      router.load().then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('still loading after 2 s'), 2000)),
    ])
    expect(settled).toBe('settled')
    expect(loads).toBeLessThanOrEqual(2)
    // The router's own location is the page's (a trailing slash alone it already ignores).
    expect(router.state.location.pathname.replace(/(.)\/$/, '$1')).toBe(to)
  })
})
