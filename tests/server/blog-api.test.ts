// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blogCategories } from '../../content/blog-categories'
import { databaseKind, loadPosts, openTestDb, post, serverForFile } from './harness'

// Twelve posts, newest last by date: post-11 is the newest.
const posts = Array.from({ length: 12 }, (_, i) => post(i))
posts[3] = post(3, {
  title: 'Photosynthesis inside a leaf',
  description: 'Follow light into a chloroplast.',
  body: 'Chlorophyll captures light. Photosynthesis makes sugar.',
})
posts[7] = post(7, { body: 'We split water by electrolysis and talked about photosynthesis too.' })

const server = serverForFile({ posts })

const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
})

describe(`blog API on ${databaseKind}`, () => {
  it('GET /api/blog lists the newest 5 posts with every field of a post object', async () => {
    const { status, body } = await json(await server.api.get('/api/blog'))
    expect(status).toBe(200)
    expect(body.map((p: { slug: string }) => p.slug)).toEqual([
      'post-11',
      'post-10',
      'post-9',
      'post-8',
      'post-7',
    ])
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: 'Post number 11',
      slug: 'post-11',
      description: 'Description of post 11',
      banner: '/blog/post-11.svg',
      tags: ['VR', 'Tag 11'],
      categories: [{ name: 'Research & Evidence', slug: 'research-and-evidence' }],
      publishedAt: '2025-03-12T00:00:00.000Z',
      updatedAt: '2025-03-12T00:00:00.000Z',
      lang: 'en',
      languages: ['en'],
    })
    expect(body[0]).not.toHaveProperty('content')
  })

  it('pages with p from 2; a short last page ends the list', async () => {
    const page2 = (await json(await server.api.get('/api/blog?p=2'))).body
    const page3 = (await json(await server.api.get('/api/blog?p=3'))).body
    const page4 = (await json(await server.api.get('/api/blog?p=4'))).body
    expect(page2.map((p: { slug: string }) => p.slug)).toEqual([
      'post-6',
      'post-5',
      'post-4',
      'post-3',
      'post-2',
    ])
    expect(page3.map((p: { slug: string }) => p.slug)).toEqual(['post-1', 'post-0'])
    expect(page4).toEqual([])
  })

  it.each(['0', '-1', 'two', '1.5', '9999999'])('rejects p=%s with a clear message', async (p) => {
    const { status, body } = await json(await server.api.get(`/api/blog?p=${p}`))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'p must be a page number from 1' })
  })

  it('searches title, description and body, best match first, and matches word prefixes', async () => {
    const found = (await json(await server.api.get('/api/blog?search=photosynthesis'))).body
    expect(found.map((p: { slug: string }) => p.slug)).toEqual(['post-3', 'post-7'])
    const prefix = (await json(await server.api.get('/api/blog?search=electro'))).body
    expect(prefix.map((p: { slug: string }) => p.slug)).toEqual(['post-7'])
    const none = (await json(await server.api.get('/api/blog?search=quantum%20gravity'))).body
    expect(none).toEqual([])
  })

  it('treats SQL-looking and symbol-only searches as plain text', async () => {
    for (const search of ["'; drop table blog_posts; --", '!!!', ':* & |', '<script>']) {
      const { status, body } = await json(
        await server.api.get(`/api/blog?search=${encodeURIComponent(search)}`),
      )
      expect(status).toBe(200)
      expect(Array.isArray(body)).toBe(true)
    }
    expect((await json(await server.api.get('/api/blog'))).body).toHaveLength(5)
  })

  it('GET /api/blog/category lists the categories in data', async () => {
    const { status, body } = await json(await server.api.get('/api/blog/category'))
    expect(status).toBe(200)
    expect(body.data).toEqual(
      blogCategories.map(({ name, slug, showInHome }) => ({ name, slug, showInHome })),
    )
  })

  it('GET /api/blog/category/{slug} lists that category, with search and paging', async () => {
    const { body } = await json(await server.api.get('/api/blog/category/classroom-stories'))
    expect(body.map((p: { slug: string }) => p.slug)).toEqual([
      'post-10',
      'post-8',
      'post-6',
      'post-4',
      'post-2',
    ])
    const page2 = (await json(await server.api.get('/api/blog/category/classroom-stories?p=2')))
      .body
    expect(page2.map((p: { slug: string }) => p.slug)).toEqual(['post-0'])
    const searched = (
      await json(
        await server.api.get('/api/blog/category/research-and-evidence?search=photosynthesis'),
      )
    ).body
    expect(searched.map((p: { slug: string }) => p.slug)).toEqual(['post-3', 'post-7'])
    const unknown = await json(await server.api.get('/api/blog/category/astrology'))
    expect(unknown).toEqual({ status: 404, body: { message: 'Category not found' } })
  })

  it('GET /api/blog/{slug} gives the post with its HTML content in data', async () => {
    const { status, body } = await json(await server.api.get('/api/blog/post-3'))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      title: 'Photosynthesis inside a leaf',
      banner: '/blog/post-3.svg',
      content: '<p>Body of post 3.</p>',
      updatedAt: '2025-03-04T00:00:00.000Z',
      categories: [{ name: 'Research & Evidence', slug: 'research-and-evidence' }],
    })
  })

  it('an unknown slug is a 404 with a JSON message', async () => {
    expect(await json(await server.api.get('/api/blog/no-such-post'))).toEqual({
      status: 404,
      body: { message: 'Blog not found' },
    })
  })

  it('trending follows real reads of the detail endpoint, one per reader', async () => {
    const reader = (n: number) => ({ 'x-test-client': `203.0.113.${n}` })
    for (const n of [1, 2, 3]) await server.api.get('/api/blog/post-2', reader(n))
    for (const n of [1, 2, 2, 2, 2]) await server.api.get('/api/blog/post-5', reader(n))
    const { body } = await json(await server.api.get('/api/blog?trending=true'))
    // Three readers of post-2, two of post-5 (one of them five times); post-3 was read once
    // above; the newest unread posts fill the list.
    expect(body.map((p: { slug: string }) => p.slug)).toEqual([
      'post-2',
      'post-5',
      'post-3',
      'post-11',
      'post-10',
    ])
  })

  it('reloading the files updates changed posts, adds new ones and removes deleted ones', async () => {
    const { db: other, dispose: disposeOther } = await openTestDb()
    try {
      await loadPosts(other, [post(1), post(2)])
      await loadPosts(other, [post(1, { title: 'Renamed' }), post(3)])
      const rows = await other.query<{ slug: string; title: string }>(
        'select slug, title from blog_posts order by slug',
      )
      expect(rows).toEqual([
        { slug: 'post-1', title: 'Renamed' },
        { slug: 'post-3', title: 'Post number 3' },
      ])
    } finally {
      await disposeOther()
    }
  })

  it('unknown API paths are a JSON 404', async () => {
    expect(await json(await server.api.get('/api/nothing-here'))).toEqual({
      status: 404,
      body: { message: 'No such endpoint: GET /api/nothing-here' },
    })
  })
})
