// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  blogFeed,
  feedSize,
  feedWords,
  isNoindex,
  pagePathOfFile,
  robotsTxt,
  rssXml,
  sitemapEntries,
  sitemapXml,
  type FeedPost,
} from '../../src/blog/feeds'
import { siteUrl } from '../../src/seo/site-url'

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

const texts = (doc: Document, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((element) => element.textContent)

const post = (index: number, overrides: Partial<FeedPost> = {}): FeedPost => ({
  title: `Post ${index}`,
  slug: `post-${index}`,
  description: `About post ${index}`,
  date: new Date(Date.UTC(2025, 0, 1 + index)),
  categories: ['classroom-stories'],
  ...overrides,
})

describe('the pages of dist', () => {
  it.each([
    ['index.html', '/'],
    ['blogs/index.html', '/blogs'],
    ['blogs/foo/index.html', '/blogs/foo'],
    ['svs/index.html', '/svs'],
    ['404.html', null],
    ['shell.html', null],
    ['assets/index.html', null],
    ['assets/x/index.html', null],
    ['og/site.png', null],
  ])('%s is %s', (file, path) => {
    expect(pagePathOfFile(file)).toBe(path)
  })
})

describe('sitemap.xml', () => {
  const build = new Date(Date.UTC(2026, 4, 6, 12))
  const posts = [
    post(1, { categories: ['teaching-guides'] }),
    post(2, { updated: '2025-03-01' }),
    post(3),
  ]

  it('dates posts by their last change, the blog by its newest post, the rest by the build', () => {
    const entries = sitemapEntries(
      [
        '/',
        '/svs',
        '/blogs',
        '/blogs/post-2',
        '/blogs/post-1',
        '/blogs/category/teaching-guides',
        '/svs',
      ],
      posts,
      build,
    )
    expect(entries).toEqual([
      { path: '/', lastmod: '2026-05-06' },
      { path: '/blogs', lastmod: '2025-03-01' },
      { path: '/blogs/category/teaching-guides', lastmod: '2025-01-02' },
      { path: '/blogs/post-1', lastmod: '2025-01-02' },
      { path: '/blogs/post-2', lastmod: '2025-03-01' },
      { path: '/svs', lastmod: '2026-05-06' },
    ])
  })

  it('leaves out the not-found page and pages marked noindex', () => {
    expect(sitemapEntries(['/', '/not-found'], posts, build).map((e) => e.path)).toEqual(['/'])
    expect(isNoindex('<head><meta name="robots" content="noindex, follow"></head>')).toBe(true)
    expect(isNoindex("<meta content='noindex' name='googlebot'>")).toBe(true)
    expect(isNoindex('<meta name="description" content="noindex is a word">')).toBe(false)
    expect(isNoindex('<meta name="robots" content="index, follow">')).toBe(false)
  })

  it('is valid sitemap XML with absolute, escaped addresses', () => {
    const doc = parseXml(
      sitemapXml([
        { path: '/', lastmod: '2026-05-06' },
        { path: '/blogs?a=1&b=<2>', lastmod: '2025-01-02' },
      ]),
    )
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.documentElement.localName).toBe('urlset')
    expect(texts(doc, 'loc')).toEqual([`${siteUrl}/`, `${siteUrl}/blogs?a=1&b=<2>`])
    expect(texts(doc, 'lastmod')).toEqual(['2026-05-06', '2025-01-02'])
  })
})

describe('robots.txt', () => {
  it('allows everything but the API and names the sitemap', () => {
    const text = robotsTxt()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'))
  })
})

describe('the RSS feed', () => {
  it('is valid RSS 2.0 with the channel and a self link', () => {
    const doc = parseXml(rssXml([post(1)]))
    expect(doc.documentElement.localName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = doc.getElementsByTagName('channel')[0]!
    const child = (name: string) =>
      [...channel.children].find((element) => element.tagName === name)?.textContent
    expect(child('title')).toBe(blogFeed.title)
    expect(child('link')).toBe(`${siteUrl}/blogs`)
    expect(child('description')).toBeTruthy()
    expect(child('language')).toBe('en')
    expect(child('lastBuildDate')).toBe('Thu, 02 Jan 2025 00:00:00 GMT')
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!
    expect(self.getAttribute('href')).toBe(`${siteUrl}${blogFeed.path}`)
    expect(self.getAttribute('rel')).toBe('self')
    expect(blogFeed.path).toBe('/blogs/rss.xml')
  })

  it('lists the newest 20 posts, newest first, with absolute permalinks', () => {
    const posts = Array.from({ length: 25 }, (_, index) => post(index + 1))
    const doc = parseXml(rssXml([...posts.slice(12), ...posts.slice(0, 12)].reverse()))
    const items = [...doc.getElementsByTagName('item')]
    expect(items).toHaveLength(feedSize)
    expect(feedSize).toBe(20)
    expect(texts(doc, 'title').slice(1, 4)).toEqual(['Post 25', 'Post 24', 'Post 23'])
    const first = items[0]!
    const link = first.getElementsByTagName('link')[0]!.textContent
    expect(link).toBe(`${siteUrl}/blogs/post-25`)
    const guid = first.getElementsByTagName('guid')[0]!
    expect(guid.textContent).toBe(link)
    expect(guid.getAttribute('isPermaLink')).toBe('true')
    expect(first.getElementsByTagName('pubDate')[0]!.textContent).toBe(
      'Sun, 26 Jan 2025 00:00:00 GMT',
    )
    expect(first.getElementsByTagName('description')[0]!.textContent).toBe('About post 25')
    expect(texts(doc, 'category')[0]).toBe('Classroom Stories')
  })

  it('escapes & < > " in titles and descriptions', () => {
    const title = 'Acids & bases: <b>"safe"</b> > sorry'
    const xml = rssXml([post(1, { title, description: `${title}'s description` })])
    expect(xml).toContain('Acids &amp; bases: &lt;b&gt;&quot;safe&quot;&lt;/b&gt; &gt; sorry')
    const doc = parseXml(xml)
    expect(texts(doc, 'title')[1]).toBe(title)
    expect(texts(doc, 'description')[1]).toBe(`${title}'s description`)
  })

  it('in Spanish, lists translated posts in Spanish and the others in English, marked as such', () => {
    const posts = [
      post(1),
      post(2, {
        translations: [
          { lang: 'ar', title: 'المقال 2', description: 'عن المقال 2' },
          { lang: 'es', title: 'Artículo 2', description: 'Sobre el artículo 2' },
        ],
      }),
    ]
    const doc = parseXml(rssXml(posts, new Date(), 'es'))
    const channel = doc.getElementsByTagName('channel')[0]!
    const child = (name: string) =>
      [...channel.children].find((element) => element.tagName === name)?.textContent
    expect(child('language')).toBe('es')
    expect(child('link')).toBe(`${siteUrl}/es/blogs`)
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!
    expect(self.getAttribute('href')).toBe(`${siteUrl}/es/blogs/rss.xml`)
    const items = [...doc.getElementsByTagName('item')].map((item) => ({
      title: item.getElementsByTagName('title')[0]!.textContent,
      link: item.getElementsByTagName('link')[0]!.textContent,
      language:
        item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'language')[0]
          ?.textContent ?? null,
    }))
    expect(items).toEqual([
      { title: 'Artículo 2', link: `${siteUrl}/es/blogs/post-2`, language: null },
      { title: 'Post 1', link: `${siteUrl}/es/blogs/post-1`, language: 'en' },
    ])
    // The English feed is the originals, with no language per item.
    expect(rssXml(posts)).not.toMatch(/Artículo|dc:language/)
  })

  it('speaks the feed’s language: its title, description and category names', async () => {
    const { site } = await import('../../content/site.ar')
    const { blogCategories } = await import('../../content/blog-categories.ar')
    const m = await import('../../src/paraglide/messages/ar.js')
    const category = blogCategories[0]!
    const xml = rssXml(
      [post(1, { categories: [category.slug] })],
      new Date(),
      'ar',
      feedWords({ site, blogCategories, m }),
    )
    const doc = parseXml(xml)
    const channel = doc.getElementsByTagName('channel')[0]!
    const child = (name: string) =>
      [...channel.children].find((element) => element.tagName === name)?.textContent
    expect(child('title')).toBe(m.seo_feed_title({ product: site.productName }))
    expect(child('title')).not.toBe(blogFeed.title)
    expect(child('description')).toContain(site.tagline)
    expect(texts(doc, 'category')).toEqual([category.name])
    // The English words are the default, and this module's language within a build.
    expect(rssXml([post(1)])).toContain(`<title>${blogFeed.title}</title>`)
  })

  it('orders posts of one day by slug, whatever order they come in', () => {
    const day = '2025-05-05'
    const posts = [post(1, { slug: 'b', date: day }), post(2, { slug: 'a', date: day })]
    const order = (list: FeedPost[]) => texts(parseXml(rssXml(list)), 'link').slice(1)
    expect(order(posts)).toEqual(order([...posts].reverse()))
    expect(order(posts)[0]).toBe(`${siteUrl}/blogs/a`)
  })
})
