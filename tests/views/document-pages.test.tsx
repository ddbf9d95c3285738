import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { footerLegal } from '../../content/footer-navigation'
import { paths } from '../../content/paths'
import { page as accessibility } from '../../content/pages/accessibility'
import { page as accessibilityAr } from '../../content/pages/accessibility.ar'
import { page as accessibilityEs } from '../../content/pages/accessibility.es'
import { page as privacy } from '../../content/pages/privacy'
import { page as privacyAr } from '../../content/pages/privacy.ar'
import { page as privacyEs } from '../../content/pages/privacy.es'
import { site } from '../../content/site'
import type { DocumentPage } from '../../content/types'
import { Footer } from '../../src/components/shell/footer'
import { DocumentPageView } from '../../src/views/document/document-page'
import { renderInRouter } from '../routes/router-harness'

/** Every heading of the page, as [level, text], in document order. */
const headingsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (h) => [Number(h.tagName[1]), h.textContent] as const,
  )

/** The headings the content says the page has: h1, the contents' h2, then h2 and h3 in order. */
const expectedHeadings = (page: DocumentPage) => [
  [1, page.heading] as const,
  [2, page.contentsLabel] as const,
  ...page.sections.flatMap((section) => [
    [2, section.heading] as const,
    ...(section.parts ?? []).map((part) => [3, part.heading] as const),
  ]),
]

describe.each([
  { name: 'accessibility statement', page: accessibility },
  { name: 'privacy notice', page: privacy },
])('the $name, in English', ({ page }) => {
  it('renders one h1 and every section and part heading, in order, with no level skipped', () => {
    const { container } = render(<DocumentPageView page={page} />)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      page.heading,
    ])
    expect(headingsOf(container)).toEqual(expectedHeadings(page))
  })

  it('lists every section in its table of contents, each link leading to its heading', () => {
    render(<DocumentPageView page={page} />)
    const toc = screen.getByRole('navigation', { name: page.contentsLabel })
    const links = within(toc).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(page.sections.map((s) => s.heading))
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target?.tagName).toBe('H2')
      expect(target?.textContent).toBe(link.textContent)
      // Followed by keyboard, the link moves focus to the heading (focusable from script only).
      expect(target?.getAttribute('tabindex')).toBe('-1')
    }
  })

  it('makes the contact address a link that writes to it, and shows its dates', () => {
    render(<DocumentPageView page={page} />)
    const mail = screen.getAllByRole('link', { name: site.contactEmail })
    expect(mail.length).toBeGreaterThan(0)
    for (const link of mail) expect(link).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    for (const { date } of page.dates) {
      expect(document.querySelector(`time[datetime="${date}"]`)?.textContent).toMatch(/2026/)
    }
  })
})

describe('the translations', () => {
  it.each([
    { name: 'accessibility, es', en: accessibility, page: accessibilityEs },
    { name: 'accessibility, ar', en: accessibility, page: accessibilityAr },
    { name: 'privacy, es', en: privacy, page: privacyEs },
    { name: 'privacy, ar', en: privacy, page: privacyAr },
  ])('$name has the same headings, anchors and address as the English', ({ en, page }) => {
    const { container } = render(<DocumentPageView page={page} />)
    expect(page.path).toBe(en.path)
    expect(headingsOf(container).map(([level]) => level)).toEqual(
      expectedHeadings(en).map(([level]) => level),
    )
    expect(page.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id))
  })
})

describe('the footer', () => {
  it('links to the accessibility statement, the privacy notice and the trust center', async () => {
    renderInRouter(<Footer />)
    const legal = await screen.findByRole('navigation', { name: footerLegal.label })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accessibility', paths.accessibility],
      ['Privacy', paths.privacy],
      ['Trust Center', paths.trust],
    ])
  })
})
