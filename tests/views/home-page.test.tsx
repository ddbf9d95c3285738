import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { home, page } from '../../content/pages/home'
import * as homeAr from '../../content/pages/home.ar'
import * as homeEs from '../../content/pages/home.es'
import { highlightItems, homeSections, statisticItems } from '../../content/pages/home-sections'
import * as sectionsAr from '../../content/pages/home-sections.ar'
import * as sectionsEs from '../../content/pages/home-sections.es'
import type * as SiteModule from '../../content/site'
import { renderInRouter } from '../routes/router-harness'

// The flag in content/site.ts decides between the statistics slider and the four-card grid.
const flag = vi.hoisted(() => ({ on: true }))
vi.mock('../../content/site', async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>()
  return {
    ...original,
    site: {
      ...original.site,
      flags: {
        get homeStatisticsSlider() {
          return flag.on
        },
      },
    },
  }
})

const { HomePage } = await import('../../src/views/home/home-page')
const { firstSlide } = await import('../../src/views/home/blog-carousel')

describe('home page', () => {
  it('with the flag on, shows the five statistics as a carousel', async () => {
    flag.on = true
    renderInRouter(<HomePage posts={null} />)
    const slider = await screen.findByRole('region', { name: 'Statistics' })
    const slides = [...slider.querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${n} of 5`),
    )
    // Only the current slide is exposed; the others are hidden and inert.
    expect(within(slider).getAllByRole('group', { name: /of 5$/ })).toHaveLength(1)
    expect(slider.textContent).toContain(statisticItems[0]!.title)
    expect(screen.queryByRole('heading', { name: 'Explanation Room' })).toBeNull()
  })

  it('with the flag off, shows the four-card grid instead', async () => {
    flag.on = false
    renderInRouter(<HomePage posts={null} />)
    await screen.findByRole('heading', { name: 'Everything a Modern Science Lab Needs' })
    for (const item of highlightItems) {
      expect(screen.getByRole('heading', { name: item.title })).toBeTruthy()
    }
    expect(highlightItems.map((i) => i.title)).toEqual([
      'AI Tutors',
      'Analytics',
      'Quizzes',
      'Explanation Room',
    ])
    expect(screen.queryByRole('region', { name: 'Statistics' })).toBeNull()
  })
})

describe('the blog carousel’s first slide', () => {
  const posts = ['alpha', 'beta', 'gamma'].map((slug, n) => ({
    id: n,
    slug,
    title: `The ${slug} post`,
    description: '',
    banner: '',
    updatedAt: '2025-01-01T00:00:00Z',
    tags: [],
    categories: [],
  }))

  it('is the post the slug names, else the first title matching the search, else the first', () => {
    expect(firstSlide(posts, 'gamma')).toBe(2)
    expect(firstSlide(posts, undefined, 'BETA')).toBe(1)
    expect(firstSlide(posts, 'missing', 'gamma')).toBe(2)
    expect(firstSlide(posts, 'missing', 'nothing')).toBe(0)
    expect(firstSlide(posts)).toBe(0)
  })
})

describe('the blog carousel on a visit by link', () => {
  it('shows placeholders while the posts are on their way, then the posts', async () => {
    const { BlogCarousel } = await import('../../src/views/home/blog-carousel')
    let arrive: (posts: null) => void = () => {}
    const posts = new Promise<null>((resolve) => (arrive = resolve))
    renderInRouter(<BlogCarousel posts={posts} />)
    expect((await screen.findByRole('status')).textContent).toContain('Loading posts')
    arrive(null)
    await screen.findByText('The latest posts could not be loaded just now.', { exact: false })
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('the home page’s h1', () => {
  it('stands outside the rotating slides, so no rotation hides it; the slides’ titles are h2', async () => {
    flag.on = true
    renderInRouter(<HomePage posts={null} />)
    const h1 = await screen.findByRole('heading', { level: 1 })
    expect(h1).toHaveTextContent(page.heading)
    expect(page.heading).toBe('The Future of Education')
    const hero = screen.getByRole('region', { name: 'Highlights' })
    expect(hero.contains(h1)).toBe(false)
    expect(h1.closest('[aria-hidden="true"], [inert]')).toBeNull()
    // The hero's slide titles are h2s: the first slide's is not the page's title again.
    const slideTitles = [...hero.querySelectorAll('h1, h2')].map((h) => [h.tagName, h.textContent])
    expect(slideTitles).toEqual(home.heroSlides.map((slide) => ['H2', slide.title]))
    expect(home.heroSlides[0].title).not.toBe(page.heading)
    expect(document.querySelectorAll('h1')).toHaveLength(1)
  })

  it('is the same page title in Spanish and Arabic, and no slide repeats it', () => {
    for (const content of [homeEs, homeAr]) {
      expect(content.page.heading).not.toBe('')
      expect(content.home.heroSlides.map((slide) => slide.title)).not.toContain(
        content.page.heading,
      )
    }
    expect(homeEs.page.heading).toBe('El futuro de la educación')
    expect(homeAr.page.heading).toBe('مستقبل التعليم')
  })
})

describe('the blog section’s View All', () => {
  it('is named by one phrase per language that begins with what it shows', async () => {
    const { BlogCarousel } = await import('../../src/views/home/blog-carousel')
    renderInRouter(<BlogCarousel posts={null} />)
    const link = await screen.findByRole('link', { name: 'View all posts' })
    expect(link).toHaveTextContent('View All')
    for (const { blog } of [homeSections, sectionsEs.homeSections, sectionsAr.homeSections]) {
      expect(blog.viewAllName.toLowerCase().startsWith(blog.viewAll.toLowerCase())).toBe(true)
    }
    // Not 'عرض الكل المقالات', the shown words with a hidden 'المقالات' after them.
    expect(sectionsAr.homeSections.blog.viewAllName).toBe('عرض كل المقالات')
    expect(sectionsEs.homeSections.blog.viewAllName).toBe('Ver todos los artículos')
  })
})
