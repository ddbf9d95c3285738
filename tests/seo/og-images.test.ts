// @vitest-environment node
// The names the page heads give the Open Graph cards (src/seo/og.ts); the cards themselves are
// tested in tests/scripts/og/.
import { describe, expect, it } from 'vitest'
import { ogImage, ogImagePath } from '../../src/seo/og'
import { siteUrl } from '../../src/seo/site-url'

describe('Open Graph images', () => {
  it('names the cards of another language in a folder of its own; a post’s by its title’s language', () => {
    expect(ogImagePath({ kind: 'site' }, 'es')).toBe('/og/es/site.png')
    expect(ogImagePath({ kind: 'world', world: 'BioVerse' }, 'ar')).toBe(
      '/og/ar/world/bioverse.png',
    )
    expect(ogImagePath({ kind: 'world', world: 'nowhere' }, 'ar')).toBe('/og/ar/site.png')
    // An English post keeps its English card on every language's page.
    expect(ogImagePath({ kind: 'post', slug: 'x' }, 'ar')).toBe('/og/blog/x.png')
    expect(ogImagePath({ kind: 'post', slug: 'x', lang: 'es' })).toBe('/og/es/blog/x.png')
  })

  it('gives the heads an absolute 1200x630 image with a text alternative', () => {
    expect(ogImage({ kind: 'world', world: 'bioverse' })).toEqual({
      url: `${siteUrl}/og/world/bioverse.png`,
      width: 1200,
      height: 630,
      alt: expect.stringContaining('BioVerse'),
    })
    expect(ogImage({ kind: 'world', world: 'BioVerse' }).url).toBe(
      `${siteUrl}/og/world/bioverse.png`,
    )
    expect(ogImage({ kind: 'world', world: 'nowhere' }).url).toBe(`${siteUrl}/og/site.png`)
    expect(ogImage({ kind: 'post', slug: 'x', title: 'X' })).toMatchObject({
      url: `${siteUrl}/og/blog/x.png`,
      alt: expect.stringContaining('X'),
    })
    expect(ogImage({ kind: 'site' }).alt).toMatch(/StemVerse/)
  })
})
