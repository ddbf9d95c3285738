// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inlineFirstScreenArt, svgDataUri } from '../../scripts/prerender-page'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" role="img">\n' +
  '  <title>Students in VR</title><path fill="url(#g)" d="M0 0h4v4z"/><text>50% & more</text>\n</svg>'

describe('the first screen’s artwork in the page’s HTML (decision 013)', () => {
  it('replaces the marked picture’s address by its drawing and drops its preload', () => {
    const page =
      '<head><link rel="preload" as="image" href="/assets/hero-1.svg" fetchpriority="high">' +
      '<link rel="preload" as="image" href="/assets/logo-1.svg"></head><body>' +
      '<img src="/assets/logo-1.svg" alt width="180" height="40">' +
      '<img class="art" src="/assets/hero-1.svg" alt width="640" height="420" fetchpriority="high"></body>'
    const read = (href: string) => (href === '/assets/hero-1.svg' ? svg : '')
    const html = inlineFirstScreenArt(page, read)
    // The same element, the same size and the same empty alternative text: nothing moves.
    expect(html).toContain(
      `<img class="art" src="${svgDataUri(svg)}" alt width="640" height="420" fetchpriority="high">`,
    )
    expect(html).not.toContain('href="/assets/hero-1.svg"')
    // Pictures not marked are left as they are, with their preloads.
    expect(html).toContain('<img src="/assets/logo-1.svg"')
    expect(html).toContain('<link rel="preload" as="image" href="/assets/logo-1.svg">')
  })

  it('writes a drawing without its English title and its role, as a valid attribute', () => {
    const uri = svgDataUri(svg)
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true)
    expect(uri).not.toMatch(/["<>#& ]/)
    const drawing = decodeURIComponent(uri.slice('data:image/svg+xml,'.length))
    expect(drawing).not.toContain('<title>')
    expect(drawing).not.toContain('role=')
    expect(drawing).toContain("fill='url(#g)'")
    expect(drawing).toContain('50% & more')
  })

  it('takes the home hero’s drawing whole', () => {
    const hero = readFileSync('src/assets/art/hero-vr-classroom.svg', 'utf8')
    expect(decodeURIComponent(svgDataUri(hero).slice(19))).toMatch(/^<svg .*<\/svg>$/)
  })
})
