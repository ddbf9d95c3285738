import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { localizePath, locales, splitLocale } from '../../content/locales'
import { pagePathOfFile } from '../../src/blog/feeds'
import { siteUrl } from '../../src/seo/site-url'
import { url } from './browser'

// What a search engine or a link preview reads: every prerendered page of the production build,
// as the service sends it (no script runs).
function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    return statSync(file).isDirectory() ? filesIn(file) : [file]
  })
}
// The same reading of dist as the sitemap's (pagePathOfFile): every page but the not-found one.
const pages = filesIn('dist').flatMap((file) => {
  const path = pagePathOfFile(relative('dist', file))
  return path ? [{ path, document: new JSDOM(readFileSync(file, 'utf8')).window.document }] : []
})

/** Pages shown at two addresses: the other one is indexed (its canonical address). */
const aliases: Record<string, string> = { '/contact': '/contactUs' }
/** The alias's canonical address in the page's language: /es/contact → /es/contactUs. */
const aliasOf = (path: string) => {
  const { locale, path: bare } = splitLocale(path)
  const target = aliases[bare]
  return target ? localizePath(target, locale) : undefined
}

const meta = (document: Document, key: string) =>
  [...document.querySelectorAll(`head meta[name="${key}"], head meta[property="${key}"]`)].map(
    (element) => element.getAttribute('content'),
  )

type Ld = Record<string, unknown> & { '@type': string }
const structuredData = (document: Document): Ld[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Ld,
  )

/** The properties schema.org and Google's rich results require of each type we publish. */
const required: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  FAQPage: ['mainEntity'],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  BreadcrumbList: ['itemListElement'],
}

describe('the prerendered pages', () => {
  it('include every route, post and category', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/blogs/the-thermite-reaction-without-the-risk')
    expect(paths).toContain('/blogs/category/classroom-stories')
    expect(pages.length).toBeGreaterThan(45)
  })

  it.each(pages.map((page) => [page.path, page.document] as const))(
    '%s has its own title, description, canonical address and link preview',
    (path, document) => {
      expect(document.querySelectorAll('title')).toHaveLength(1)
      expect(meta(document, 'description')).toHaveLength(1)
      const canonical = [...document.querySelectorAll('link[rel="canonical"]')]
      // A page kept out of search results (the not-found page) names no canonical address.
      const noindex = meta(document, 'robots').includes('noindex')
      expect(canonical.map((link) => link.getAttribute('href'))).toEqual(
        noindex ? [] : [path === '/' ? `${siteUrl}/` : `${siteUrl}${aliasOf(path) ?? path}`],
      )
      for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
        expect(meta(document, key), key).toHaveLength(1)
      }
      expect(meta(document, 'og:site_name')).toEqual(['StemVerse'])
      expect(meta(document, 'og:image:width')).toEqual(['1200'])
      expect(meta(document, 'og:image:height')).toEqual(['630'])
      expect(meta(document, 'twitter:card')).toEqual(['summary_large_image'])
      // The page's words are in the HTML, before any script.
      expect(document.querySelector('#root h1')?.textContent?.trim()).toBeTruthy()
    },
  )

  it('name link-preview images the build drew, in the page’s language where there is one', () => {
    const images = new Map<string, string>()
    for (const page of pages)
      for (const key of ['og:image', 'twitter:image'])
        for (const image of meta(page.document, key)) images.set(image ?? '(none)', page.path)
    const missing = [...images]
      .filter(([image]) => !existsSync(join('dist', image.replace(siteUrl, ''))))
      .map(([image, path]) => `${image} (${path})`)
    expect(missing).toEqual([])
    const image = (path: string) =>
      meta(pages.find((page) => page.path === path)!.document, 'og:image')[0]
    expect(image('/es/')).toBe(`${siteUrl}/og/es/site.png`)
    expect(image('/ar/BioVerse')).toBe(`${siteUrl}/og/ar/world/bioverse.png`)
  })

  it('never repeat a title or a description in one language (an alias names the page it repeats)', () => {
    // Across languages a post written in English only keeps its English title: its versions are
    // alternates of one another (hreflang), not repeats.
    for (const locale of locales) {
      const own = pages.filter(
        (page) => splitLocale(page.path).locale === locale && !aliasOf(page.path),
      )
      const titles = own.map((page) => page.document.title)
      const descriptions = own.map((page) => meta(page.document, 'description')[0])
      expect(new Set(titles).size).toBe(titles.length)
      expect(new Set(descriptions).size).toBe(descriptions.length)
    }
  })

  it.each(pages.map((page) => [page.path, page.document] as const))(
    '%s has valid structured data',
    (path, document) => {
      const data = structuredData(document)
      for (const item of data) {
        expect(item['@context']).toBe('https://schema.org')
        for (const property of required[item['@type']] ?? ['unknown type']) {
          expect(item[property], `${item['@type']}.${property}`).toBeTruthy()
        }
      }
      const types = data.map((item) => item['@type'])
      if (path === '/') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
      if (path.startsWith('/blogs/') && !path.startsWith('/blogs/category/')) {
        expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
      }
      if (path.startsWith('/blogs/category/')) expect(types).toContain('BreadcrumbList')
      // A page that shows questions and answers describes them.
      if (document.querySelector('[data-faq], details') && types.includes('FAQPage')) {
        const faq = data.find((item) => item['@type'] === 'FAQPage') as unknown as {
          mainEntity: { name: string; acceptedAnswer: { text: string } }[]
        }
        for (const question of faq.mainEntity) {
          expect(question.name).toBeTruthy()
          expect(question.acceptedAnswer.text).toBeTruthy()
        }
      }
    },
  )

  it('describe the FAQs of every page that shows them', () => {
    for (const path of ['/svs', '/svi', '/grant', '/BioVerse', '/ChemVerse']) {
      const page = pages.find((candidate) => candidate.path === path)!
      expect(
        structuredData(page.document).map((item) => item['@type']),
        path,
      ).toContain('FAQPage')
    }
  })
})

describe('the service', () => {
  it.each([
    ['/svs', 200, 'Empowering Educators, Inspiring Learners'],
    ['/blogs/the-thermite-reaction-without-the-risk', 200, 'The Thermite Reaction'],
    ['/blogs/category/classroom-stories', 200, 'Innovations &amp; Research'],
    ['/no/such/page', 404, 'Page not found'],
  ])('answers %s with %i and the page itself, before any script', async (path, status, text) => {
    const response = await fetch(url(path))
    expect(response.status).toBe(status)
    expect(await response.text()).toContain(text)
  })
})
