// The blog in Spanish and Arabic (docs/blog.md): a post without a translation into the page's
// language is shown in English, marked lang="en" (dir="ltr" on an Arabic page) with a note in the
// page's language; a translated post links to its other versions.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../content/locales'
import type { BlogPost, BlogPostDetail } from '../../src/blog/client'

// The page's language, as one build per language fixes it (src/i18n/locale.ts), and that
// language's messages.
const page = vi.hoisted(() => ({ locale: 'es' as Locale }))
vi.mock('../../src/i18n/locale', async () => {
  const { localeInfo } = await import('../../content/locales')
  return {
    get locale() {
      return page.locale
    },
    get localeDir() {
      return localeInfo[page.locale].dir
    },
    get localePrefix() {
      return localeInfo[page.locale].prefix
    },
    get intlLocale() {
      return localeInfo[page.locale].intl
    },
  }
})
vi.mock('../../src/paraglide/messages', async () => {
  const { messagesOf: modules } = await import('../i18n/messages-of')
  return {
    m: new Proxy(
      {},
      { get: (_, key: string) => (modules[page.locale] as Record<string, unknown>)[key] },
    ),
  }
})
const { BlogCard } = await import('../../src/blog/blog-card')
const { BlogPostPage } = await import('../../src/blog/blog-post-page')
const { localizeHref } = await import('../../src/blog/sanitize')
const { toSafePost } = await import('../../src/blog/safe-post')
const { renderInRouter } = await import('../routes/router-harness')

const english: BlogPost = {
  id: 1,
  slug: 'inside-a-leaf',
  title: 'Inside a leaf',
  description: 'Follow light into a chloroplast.',
  banner: '/blog/inside-a-leaf.svg',
  publishedAt: '2025-03-12T00:00:00.000Z',
  updatedAt: '2025-03-12T00:00:00.000Z',
  tags: ['Biology'],
  categories: [],
  lang: 'en',
  languages: ['en'],
}
const spanish: BlogPost = {
  ...english,
  title: 'Dentro de una hoja',
  description: 'Siga la luz hasta el cloroplasto.',
  tags: ['Biología'],
  lang: 'es',
  languages: ['en', 'es', 'ar'],
}
const detail = (post: BlogPost, content: string): BlogPostDetail => ({ ...post, content })

const card = (post: BlogPost) => {
  const { container } = renderInRouter(<BlogCard post={post} />)
  return container
}

beforeEach(() => {
  page.locale = 'es'
})

describe('a card on a Spanish or Arabic page', () => {
  it('shows an English-only post in English, marked lang="en", with a note in Spanish', async () => {
    const container = card(english)
    const heading = await screen.findByRole('heading', { name: 'Inside a leaf' })
    expect(heading).toHaveAttribute('lang', 'en')
    // Spanish and English run the same way: no dir to add.
    expect(heading).not.toHaveAttribute('dir')
    expect(screen.getByText('Follow light into a chloroplast.')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Biology')).toHaveAttribute('lang', 'en')
    const note = screen.getByText('Artículo en inglés')
    expect(note).not.toHaveAttribute('lang')
    expect(note.closest('[lang]')).toBeNull()
    expect(container.querySelector('time')).toHaveTextContent('12 de marzo de 2025')
  })

  it('shows a translated post in the page language, unmarked', async () => {
    card(spanish)
    const heading = await screen.findByRole('heading', { name: 'Dentro de una hoja' })
    expect(heading.closest('[lang]')).toBeNull()
    expect(screen.getByText('Siga la luz hasta el cloroplasto.')).not.toHaveAttribute('lang')
    expect(screen.queryByText('Artículo en inglés')).not.toBeInTheDocument()
  })

  it('on an Arabic page, English runs left to right, and the date has Latin digits', async () => {
    page.locale = 'ar'
    const container = card(english)
    const heading = await screen.findByRole('heading', { name: 'Inside a leaf' })
    expect(heading).toHaveAttribute('lang', 'en')
    expect(heading).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('Follow light into a chloroplast.')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('مقال باللغة الإنجليزية')).not.toHaveAttribute('lang')
    expect(container.querySelector('time')?.textContent).toBe('12 مارس 2025')
  })

  it('on the English site, nothing is marked and the date is day, month, year', async () => {
    page.locale = 'en'
    const container = card(english)
    const heading = await screen.findByRole('heading', { name: 'Inside a leaf' })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.queryByText('Article in English')).not.toBeInTheDocument()
    expect(container.querySelector('time')).toHaveTextContent('12 March 2025')
  })
})

describe('a post page', () => {
  const open = async (post: BlogPostDetail) => {
    renderInRouter(<BlogPostPage post={await toSafePost(post)} related={[]} />)
    return screen.findByRole('heading', { level: 1, name: post.title })
  }

  it('shows an English-only post in English, with a note in the page language', async () => {
    const heading = await open(detail(english, '<p>Chlorophyll captures light.</p>'))
    expect(heading).toHaveAttribute('lang', 'en')
    const body = screen.getByText('Chlorophyll captures light.').parentElement!
    expect(body).toHaveAttribute('lang', 'en')
    const note = screen.getByText('Este artículo solo está disponible en inglés.')
    expect(note.closest('[lang]')).toBeNull()
    // It is in English only: no other version to link to.
    expect(screen.queryByRole('link', { name: /Read in English/ })).not.toBeInTheDocument()
  })

  it('on an Arabic page, marks the English post left to right', async () => {
    page.locale = 'ar'
    const heading = await open(detail(english, '<p>Chlorophyll captures light.</p>'))
    expect(heading).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('Chlorophyll captures light.').parentElement).toHaveAttribute(
      'dir',
      'ltr',
    )
    expect(screen.getByText('هذا المقال متاح باللغة الإنجليزية فقط.')).toBeInTheDocument()
  })

  it('a translated post links to its other versions, each in its own language', async () => {
    const heading = await open(detail(spanish, '<p>La clorofila captura la luz.</p>'))
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText('La clorofila captura la luz.').parentElement).not.toHaveAttribute(
      'lang',
    )
    expect(screen.queryByText('Este artículo solo está disponible en inglés.')).toBeNull()
    const toEnglish = screen.getByRole('link', { name: 'Read in English' })
    expect(toEnglish).toHaveAttribute('href', '/blogs/inside-a-leaf')
    expect(toEnglish).toHaveAttribute('hreflang', 'en')
    expect(toEnglish).toHaveAttribute('lang', 'en')
    const toArabic = screen.getByRole('link', { name: 'اقرأ بالعربية' })
    expect(toArabic).toHaveAttribute('href', '/ar/blogs/inside-a-leaf')
    expect(toArabic).toHaveAttribute('hreflang', 'ar')
    expect(toArabic).toHaveAttribute('dir', 'rtl')
    // None to the version on screen.
    expect(screen.queryByRole('link', { name: 'Leer en español' })).toBeNull()
  })

  it('the English original links to its translations', async () => {
    page.locale = 'en'
    await open(detail({ ...english, languages: ['en', 'es'] }, '<p>Chlorophyll.</p>'))
    const links = screen.getAllByRole('link', { name: /Leer en español|Read in English/ })
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', '/es/blogs/inside-a-leaf')
    expect(links[0]).toHaveAttribute('hreflang', 'es')
    expect(links[0]).toHaveAttribute('lang', 'es')
  })

  it("leads the post's links to the site's pages in the page's language", async () => {
    await open(
      detail(
        english,
        '<p><a href="/BioVerse">BioVerse</a> <a href="https://example.org/x">x</a></p>',
      ),
    )
    const body = screen.getByRole('link', { name: 'BioVerse' }).closest('div')!
    expect(within(body).getByRole('link', { name: 'BioVerse' })).toHaveAttribute(
      'href',
      '/es/BioVerse',
    )
    expect(within(body).getByRole('link', { name: 'x' })).toHaveAttribute(
      'href',
      'https://example.org/x',
    )
  })
})

describe('localizeHref', () => {
  it.each([
    ['/BioVerse', '/es/BioVerse'],
    ['/svs?tab=1#faq', '/es/svs?tab=1#faq'],
    ['/', '/es'],
    ['/#top', '/es#top'],
    ['/es/svs', '/es/svs'],
    ['/ar/svs', '/ar/svs'],
    ['/blog/banner.svg', '/blog/banner.svg'],
    ['/api/blog', '/api/blog'],
    ['//evil.example/x', '//evil.example/x'],
    ['/\\evil.example', '/\\evil.example'],
    ['https://example.org/', 'https://example.org/'],
    ['#notes', '#notes'],
    ['mailto:team@example.org', 'mailto:team@example.org'],
  ])('%s on a Spanish page is %s', (href, expected) => {
    expect(localizeHref(href, '/es')).toBe(expected)
  })

  it('changes nothing on the English site', () => {
    expect(localizeHref('/BioVerse', '')).toBe('/BioVerse')
  })
})
