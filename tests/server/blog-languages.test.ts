// @vitest-environment node
// Posts in other languages (docs/blog.md): ?lang= gives each post in that language when it has a
// translation, else its English original, and says which.
import { describe, expect, it } from 'vitest'
import { blogCategories as categoriesEn } from '../../content/blog-categories'
import { blogCategories as categoriesAr } from '../../content/blog-categories.ar'
import { blogCategories as categoriesEs } from '../../content/blog-categories.es'
import type { PostTranslation } from '../../server/blog/load-posts'
import { databaseKind, loadPosts, openTestDb, post, serverForFile } from './harness'

const translation = (lang: 'es' | 'ar', overrides: Partial<PostTranslation> = {}) => ({
  translationOf: 'post-3',
  lang,
  title: `${lang} title`,
  description: `${lang} description`,
  tags: [`${lang} tag`],
  body: `${lang} body`,
  html: `<p>${lang} body</p>`,
  ...overrides,
})

// Six posts, post-5 the newest. post-3 is in Spanish and Arabic, post-4 in Spanish only.
const posts = Array.from({ length: 6 }, (_, i) => post(i))
posts[3] = post(3, {
  title: 'Photosynthesis inside a leaf',
  body: 'Chlorophyll captures light.',
  translations: [
    translation('es', {
      title: 'La fotosíntesis dentro de una hoja',
      description: 'Siga la luz hasta el cloroplasto.',
      tags: ['Biología'],
      body: 'La clorofila captura la luz y las hojas fabrican azúcar.',
      html: '<p>La clorofila captura la luz y las hojas fabrican azúcar.</p>',
      updated: '2025-04-01',
    }),
    translation('ar', {
      title: 'البناء الضوئي داخل الورقة',
      description: 'تتبّع الضوء حتى البلاستيدة الخضراء.',
      tags: ['الأحياء'],
      body: 'يلتقط الكلوروفيل الضوء وتصنع الأوراق السكر.',
      html: '<p>يلتقط الكلوروفيل الضوء وتصنع الأوراق السكر.</p>',
    }),
  ],
})
posts[4] = post(4, {
  translations: [translation('es', { translationOf: 'post-4', title: 'Artículo cuatro' })],
})

const server = serverForFile({ posts })

type Listed = { slug: string; title: string; lang: string; languages: string[]; tags: string[] }
const list = async (path: string) => {
  const response = await server.api.get(path)
  expect(response.status).toBe(200)
  return (await response.json()) as Listed[]
}
const summary = (posts: Listed[]) => posts.map((p) => [p.slug, p.lang, p.title])

describe(`blog API languages on ${databaseKind}`, () => {
  it('without lang, or with lang=en, every post is its English original', async () => {
    const plain = await list('/api/blog')
    expect(plain).toEqual(await list('/api/blog?lang=en'))
    expect(summary(plain).slice(2, 4)).toEqual([
      ['post-3', 'en', 'Photosynthesis inside a leaf'],
      ['post-2', 'en', 'Post number 2'],
    ])
    // Each post says every language it can be read in, English first.
    expect(plain.find((p) => p.slug === 'post-3')?.languages).toEqual(['en', 'es', 'ar'])
    expect(plain.find((p) => p.slug === 'post-4')?.languages).toEqual(['en', 'es'])
    expect(plain.find((p) => p.slug === 'post-5')?.languages).toEqual(['en'])
  })

  it('lang=es lists the translated posts in Spanish and the others in English, same order', async () => {
    const posts = await list('/api/blog?lang=es')
    expect(summary(posts)).toEqual([
      ['post-5', 'en', 'Post number 5'],
      ['post-4', 'es', 'Artículo cuatro'],
      ['post-3', 'es', 'La fotosíntesis dentro de una hoja'],
      ['post-2', 'en', 'Post number 2'],
      ['post-1', 'en', 'Post number 1'],
    ])
    const spanish = posts.find((p) => p.slug === 'post-3')!
    expect(spanish).toMatchObject({
      description: 'Siga la luz hasta el cloroplasto.',
      tags: ['Biología'],
      banner: '/blog/post-3.svg',
      // Categories in the language asked for.
      categories: [
        {
          name: categoriesEs.find((category) => category.slug === 'research-and-evidence')!.name,
          slug: 'research-and-evidence',
        },
      ],
      publishedAt: '2025-03-04T00:00:00.000Z',
      // The translation's own `updated`.
      updatedAt: '2025-04-01T00:00:00.000Z',
      languages: ['en', 'es', 'ar'],
    })
    expect(spanish).not.toHaveProperty('content')
  })

  it('lang=ar gives the Arabic translation; a translation without updated takes the original date', async () => {
    const posts = await list('/api/blog?lang=ar')
    expect(summary(posts).filter(([, lang]) => lang === 'ar')).toEqual([
      ['post-3', 'ar', 'البناء الضوئي داخل الورقة'],
    ])
    expect(posts.find((p) => p.slug === 'post-4')).toMatchObject({ lang: 'en' })
    expect(posts.find((p) => p.slug === 'post-3')).toMatchObject({
      updatedAt: '2025-03-04T00:00:00.000Z',
    })
  })

  it('a post in a language: its translated content, or the English with lang en', async () => {
    const read = async (path: string) => (await (await server.api.get(path)).json()).data
    expect(await read('/api/blog/post-3?lang=es')).toMatchObject({
      title: 'La fotosíntesis dentro de una hoja',
      content: '<p>La clorofila captura la luz y las hojas fabrican azúcar.</p>',
      lang: 'es',
      languages: ['en', 'es', 'ar'],
    })
    expect(await read('/api/blog/post-3')).toMatchObject({
      title: 'Photosynthesis inside a leaf',
      content: '<p>Body of post 3.</p>',
      lang: 'en',
    })
    expect(await read('/api/blog/post-2?lang=ar')).toMatchObject({
      title: 'Post number 2',
      content: '<p>Body of post 2.</p>',
      lang: 'en',
      languages: ['en'],
    })
    expect((await server.api.get('/api/blog/nothing?lang=es')).status).toBe(404)
  })

  it('names the categories in the language asked for, in the list and on every post', async () => {
    const named = (list: { slug: string; name: string }[], slug: string) =>
      list.find((category) => category.slug === slug)?.name
    const categories = async (query: string) => {
      const response = await server.api.get(`/api/blog/category${query}`)
      expect(response.status).toBe(200)
      return ((await response.json()) as { data: { slug: string; name: string }[] }).data
    }
    for (const [query, names] of [
      ['', categoriesEn],
      ['?lang=es', categoriesEs],
      ['?lang=ar', categoriesAr],
    ] as const) {
      const list = await categories(query)
      expect(list.length).toBe(names.length)
      for (const { slug, name } of names) expect(named(list, slug), `${slug} ${query}`).toBe(name)
    }
    const [first] = (await list('/api/blog?lang=ar')) as unknown as {
      categories: { slug: string; name: string }[]
    }[]
    const category = first!.categories[0]!
    expect(category.name).toBe(named([...categoriesAr], category.slug))
    expect(category.name).not.toBe(named([...categoriesEn], category.slug))
  })

  it('a category in a language', async () => {
    const posts = await list('/api/blog/category/research-and-evidence?lang=es')
    expect(summary(posts)).toEqual([
      ['post-5', 'en', 'Post number 5'],
      ['post-3', 'es', 'La fotosíntesis dentro de una hoja'],
      ['post-1', 'en', 'Post number 1'],
    ])
  })

  it('searches what the visitor reads: a translation in its language, with its stemming', async () => {
    const slugs = async (path: string) => (await list(path)).map((p) => [p.slug, p.lang])
    // Spanish stemming: 'hojas' in the body, 'hoja' in the title.
    expect(await slugs('/api/blog?lang=es&search=hoja')).toEqual([['post-3', 'es']])
    expect(await slugs('/api/blog?lang=es&search=fotos')).toEqual([['post-3', 'es']])
    // The English text of a translated post is not what a Spanish reader sees.
    expect(await slugs('/api/blog?lang=es&search=chlorophyll')).toEqual([])
    // Untranslated posts are searched in English.
    expect(await slugs('/api/blog?lang=es&search=number%202')).toEqual([['post-2', 'en']])
    expect(await slugs('/api/blog?lang=ar&search=الكلوروفيل')).toEqual([['post-3', 'ar']])
    expect(await slugs('/api/blog?search=chlorophyll')).toEqual([['post-3', 'en']])
    expect(
      await slugs('/api/blog/category/research-and-evidence?lang=es&search=cloroplasto'),
    ).toEqual([['post-3', 'es']])
  })

  it('trending counts reads in every language together, each reader once', async () => {
    const reader = (n: number) => ({ 'x-test-client': `203.0.113.${n}` })
    // Four readers of post-1, each in a language; the first again in another.
    for (const [n, lang] of ['es', 'en', 'ar', 'es'].entries())
      await server.api.get(`/api/blog/post-1?lang=${lang}`, reader(n + 1))
    await server.api.get('/api/blog/post-1?lang=ar', reader(1))
    // post-3 was read above by one reader (twice), post-2 by one; two more read post-3.
    for (const n of [5, 6]) await server.api.get('/api/blog/post-3?lang=ar', reader(n))
    const posts = await list('/api/blog?trending=true&lang=ar')
    expect(summary(posts).slice(0, 2)).toEqual([
      ['post-1', 'en', 'Post number 1'],
      ['post-3', 'ar', 'البناء الضوئي داخل الورقة'],
    ])
  })

  it.each(['de', 'EN', 'es-ES', 'english'])(
    'refuses lang=%s with a clear message',
    async (lang) => {
      for (const path of [
        '/api/blog',
        '/api/blog/post-3',
        '/api/blog/category/classroom-stories',
      ]) {
        const response = await server.api.get(`${path}?lang=${lang}`)
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ message: 'lang must be one of en, es, ar, fr' })
      }
    },
  )

  it('reloading the files replaces, adds and removes translations', async () => {
    const { db: other, dispose: disposeOther } = await openTestDb()
    try {
      const es = translation('es')
      await loadPosts(other, [post(3, { translations: [es, translation('ar')] })])
      await loadPosts(other, [post(3, { translations: [{ ...es, title: 'Nuevo título' }] })])
      expect(
        await other.query('select lang, title from blog_post_translations order by lang'),
      ).toEqual([{ lang: 'es', title: 'Nuevo título' }])
      await loadPosts(other, [post(3)])
      expect(await other.query('select lang from blog_post_translations')).toEqual([])
      // A post whose file is gone takes its translations with it.
      await loadPosts(other, [post(3, { translations: [es] })])
      await loadPosts(other, [post(4)])
      expect(await other.query('select lang from blog_post_translations')).toEqual([])
    } finally {
      await disposeOther()
    }
  })
})
