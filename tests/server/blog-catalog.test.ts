// @vitest-environment node
// The prerender renders the blog from the Markdown alone (server/blog/catalog.ts), the browser
// asks the service: for the same posts the two must answer alike, field for field, in every
// language, or a page's HTML would differ from what its loader fetches in the browser.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogCategories } from '../../content/blog-categories'
import { locales, type Locale } from '../../content/locales'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts } from '../../server/blog/load-posts'
import { databaseKind, post, serverForFile } from './harness'

const real = readPosts(resolve('content/blog'))
// Two posts of one day: the tie is broken the same way (the one read later first).
const sameDay = [post(1, { date: '2025-03-05' }), post(2, { date: '2025-03-05' }), post(3)]

const withLang = (path: string, lang: Locale) =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

describe.each([
  ['the real posts', real],
  ['posts of the same day', sameDay],
])(`the blog catalogue and the API on ${databaseKind}: %s`, (_, files) => {
  const server = serverForFile({ posts: files })
  const get = async (path: string) => (await server.api.get(path)).json()

  it.each(locales)('answer the lists alike in %s', async (lang) => {
    const catalog = blogCatalog(files, lang)
    // Trending first: reading a post (below) counts a read, which the catalogue never has.
    expect(await catalog.fetchTrending()).toEqual(
      await get(withLang('/api/blog?trending=true', lang)),
    )
    for (const page of [1, 2, 3, 4, 5]) {
      expect(await catalog.fetchPosts({ page })).toEqual(
        await get(withLang(`/api/blog?p=${page}`, lang)),
      )
    }
    for (const { slug } of blogCategories) {
      expect(await catalog.fetchPosts({ category: slug, page: 1 }), slug).toEqual(
        await get(withLang(`/api/blog/category/${slug}`, lang)),
      )
    }
    expect({ data: await catalog.fetchCategories() }).toEqual(
      await get(withLang('/api/blog/category', lang)),
    )
  })

  it.each(locales)('answer every post alike in %s', async (lang) => {
    const catalog = blogCatalog(files, lang)
    for (const { slug } of files) {
      expect({ data: await catalog.fetchPost(slug) }, slug).toEqual(
        await get(withLang(`/api/blog/${slug}`, lang)),
      )
    }
    expect(await catalog.fetchPost('no-such-post')).toBeNull()
  })
})
