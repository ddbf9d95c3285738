// @vitest-environment node
// The prerender renders the blog from the Markdown alone (server/blog/catalog.ts), the browser
// asks the service: for the same posts the two must answer alike, field for field, in every
// language, or a page's HTML would differ from what its loader fetches in the browser.
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogCategories } from '../../content/blog-categories'
import { locales, type Locale } from '../../content/locales'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts, type PostFile } from '../../server/blog/load-posts'
import { databaseKind, loadPosts, openTestDb, post, testApp } from './harness'

const real = readPosts(resolve('content/blog'))
// Two posts of one day: the tie is broken the same way (the one read later first).
const sameDay = [post(1, { date: '2025-03-05' }), post(2, { date: '2025-03-05' }), post(3)]

async function serviceWith(files: PostFile[]) {
  const test = await openTestDb()
  await loadPosts(test.db, files)
  const { get } = await testApp(test.db)
  return { get: async (path: string) => (await get(path)).json(), dispose: test.dispose }
}

const withLang = (path: string, lang: Locale) =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

describe.each([
  ['the real posts', real],
  ['posts of the same day', sameDay],
])(`the blog catalogue and the API on ${databaseKind}: %s`, (_, files) => {
  let service: Awaited<ReturnType<typeof serviceWith>>
  beforeAll(async () => {
    service = await serviceWith(files)
  }, 60_000)
  afterAll(() => service.dispose())

  it.each(locales)('answer the lists alike in %s', async (lang) => {
    const catalog = blogCatalog(files, lang)
    // Trending first: reading a post (below) counts a read, which the catalogue never has.
    expect(await catalog.fetchTrending()).toEqual(
      await service.get(withLang('/api/blog?trending=true', lang)),
    )
    for (const page of [1, 2, 3, 4, 5]) {
      expect(await catalog.fetchPosts({ page })).toEqual(
        await service.get(withLang(`/api/blog?p=${page}`, lang)),
      )
    }
    for (const { slug } of blogCategories) {
      expect(await catalog.fetchPosts({ category: slug, page: 1 }), slug).toEqual(
        await service.get(withLang(`/api/blog/category/${slug}`, lang)),
      )
    }
    expect({ data: await catalog.fetchCategories() }).toEqual(
      await service.get(withLang('/api/blog/category', lang)),
    )
  })

  it.each(locales)('answer every post alike in %s', async (lang) => {
    const catalog = blogCatalog(files, lang)
    for (const { slug } of files) {
      expect({ data: await catalog.fetchPost(slug) }, slug).toEqual(
        await service.get(withLang(`/api/blog/${slug}`, lang)),
      )
    }
    expect(await catalog.fetchPost('no-such-post')).toBeNull()
  })
})
