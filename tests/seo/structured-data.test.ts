// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { site } from '../../content/site'
import { page as grantPage } from '../../content/pages/grant'
import { page as individualsPage } from '../../content/pages/individuals'
import { page as schoolsPage } from '../../content/pages/schools'
import { worldPageSections } from '../../content/pages/world-sections'
import { blogPostHead } from '../../src/blog/heads'
import { absoluteUrl, defaultSiteUrl, parseSiteUrl, siteUrl } from '../../src/seo/site-url'
import {
  blogPostingLd,
  breadcrumbListLd,
  faqPageLd,
  faqsOfSections,
  jsonLdHtml,
  maxHeadline,
  organizationLd,
  shortHeadline,
  webSiteLd,
} from '../../src/seo/structured-data'

const post = {
  title: 'Inside a Leaf: Teaching Photosynthesis in BioVerse',
  description: 'How a lesson runs.',
  slug: 'inside-a-leaf',
  banner: '/blog/inside-a-leaf.svg',
  datePublished: '2025-09-09',
  dateModified: '2025-10-01',
  inLanguage: 'en',
}

describe('SITE_URL', () => {
  it('is an http(s) origin without a trailing slash, the default when unset', () => {
    expect(parseSiteUrl(undefined)).toBe(defaultSiteUrl)
    expect(parseSiteUrl('')).toBe(defaultSiteUrl)
    expect(parseSiteUrl('https://www.example.org')).toBe('https://www.example.org')
    expect(parseSiteUrl('http://localhost:4173')).toBe('http://localhost:4173')
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/)
  })

  it.each(['https://www.example.org/', 'www.example.org', 'ftp://example.org', 'https://x.org/a'])(
    'refuses %s with a clear message',
    (value) => {
      expect(() => parseSiteUrl(value)).toThrow(/SITE_URL must be an http\(s\) origin/)
    },
  )

  it('makes absolute URLs of site paths', () => {
    expect(absoluteUrl('/blogs')).toBe(`${siteUrl}/blogs`)
    expect(absoluteUrl('blogs')).toBe(`${siteUrl}/blogs`)
    expect(absoluteUrl('https://other.example/x')).toBe('https://other.example/x')
  })
})

describe('JSON-LD', () => {
  it('describes the organisation with a raster logo and its social profiles', () => {
    const ld = organizationLd()
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.productName,
      url: `${siteUrl}/`,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/og/logo.png`, width: 512, height: 512 },
    })
    expect(ld.sameAs).toEqual(site.social.map((link) => link.href))
  })

  it('describes the site with its site search (/search?q=)', () => {
    const ld = webSiteLd()
    expect(ld).toMatchObject({ '@type': 'WebSite', name: site.productName, url: `${siteUrl}/` })
    expect(ld.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}/search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    })
  })

  it('lists FAQ questions with accepted answers, from either shape', () => {
    const ld = faqPageLd([
      { question: 'Q1?', answer: 'A1.' },
      { title: 'Q2?', text: 'A2.' },
      { title: 'No answer?' },
    ])
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
    ])
  })

  it('finds the FAQs of content pages', () => {
    const pages = [grantPage, individualsPage, schoolsPage].map((page) => page.sections)
    const all = [...pages, ...Object.values(worldPageSections)].map(faqsOfSections)
    expect(all.filter((faqs) => faqs.length > 0).length).toBeGreaterThanOrEqual(6)
    for (const faqs of all) {
      const ld = faqPageLd(faqs)
      expect(ld.mainEntity as unknown[]).toHaveLength(faqs.length)
    }
  })

  it('describes a blog post as Google asks', () => {
    const ld = blogPostingLd(post)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      inLanguage: 'en',
      image: { url: `${siteUrl}/og/blog/inside-a-leaf.png`, width: 1200, height: 630 },
      datePublished: '2025-09-09',
      dateModified: '2025-10-01',
      author: { '@type': 'Organization', name: site.productName },
      publisher: { '@type': 'Organization', logo: { url: `${siteUrl}/og/logo.png` } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteUrl}/blogs/inside-a-leaf` },
    })
    expect(blogPostingLd({ ...post, author: 'Ada Lovelace' }).author).toEqual({
      '@type': 'Person',
      name: 'Ada Lovelace',
    })
    expect(blogPostingLd({ ...post, datePublished: new Date(Date.UTC(2025, 0, 2)) })).toMatchObject(
      { datePublished: '2025-01-02T00:00:00.000Z' },
    )
    expect(() => blogPostingLd({ ...post, dateModified: 'yesterday' })).toThrow(/ISO 8601/)
  })

  it("gives a post's head the language of the text it shows: a translation's, else English", () => {
    const detail = {
      id: 1,
      slug: 'inside-a-leaf',
      title: 'Dentro de una hoja',
      description: 'Cómo se desarrolla una clase.',
      banner: '/blog/inside-a-leaf.svg',
      publishedAt: '2025-09-09T00:00:00.000Z',
      updatedAt: '2025-10-01T00:00:00.000Z',
      tags: [],
      categories: [],
      content: '<p>Hola</p>',
    }
    const inLanguage = (lang?: 'en' | 'es' | 'ar') => {
      const head = blogPostHead(detail.slug, lang ? { ...detail, lang } : detail)
      const ld = head.meta.find(
        (tag) =>
          (tag['script:ld+json'] as { '@type'?: string } | undefined)?.['@type'] === 'BlogPosting',
      )?.['script:ld+json'] as { inLanguage: string }
      return ld.inLanguage
    }
    expect(inLanguage('es')).toBe('es')
    expect(inLanguage('ar')).toBe('ar')
    expect(inLanguage('en')).toBe('en')
    // An answer that does not say is English, as the service's default.
    expect(inLanguage()).toBe('en')
  })

  it('keeps headlines to 110 characters, cut at a word', () => {
    const long = 'Word '.repeat(40).trim()
    const headline = shortHeadline(long)
    expect(headline.length).toBeLessThanOrEqual(maxHeadline)
    expect(headline).toMatch(/Word…$/)
    expect((blogPostingLd({ ...post, title: long }).headline as string).length).toBeLessThanOrEqual(
      110,
    )
  })

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbListLd([
      { name: 'Home', path: '/' },
      { name: 'Blogs', path: '/blogs' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${siteUrl}/blogs` },
    ])
  })
})

describe('jsonLdHtml', () => {
  it('escapes what could end the script, and stays the same JSON', () => {
    const data = { name: '</script><!-- & \u2028\u2029 "x" >' }
    const html = jsonLdHtml(data)
    expect(html).not.toMatch(/[<>&\u2028\u2029]/)
    expect(html).toContain('\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029')
    expect(JSON.parse(html)).toEqual(data)
  })

  it('survives a round trip through an HTML parser', () => {
    const data = faqPageLd([{ question: 'a</script><b>?', answer: 'c & d' }])
    document.body.innerHTML = `<script type="application/ld+json">${jsonLdHtml(data)}</script>`
    expect(JSON.parse(document.querySelector('script')!.textContent!)).toEqual(data)
  })
})
