// @vitest-environment node
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../content/locales'
import { worlds } from '../../content/worlds'
import { comingSoonLabel as comingSoonAr, worlds as worldsAr } from '../../content/worlds.ar'
import { readPosts } from '../../server/blog/load-posts'
import {
  bannerFile,
  cardJobs,
  encodeOpaquePng,
  logoSvg,
  pngSize,
  renderPng,
  worldCardSvg,
  wrap,
} from '../../scripts/og-cards'
import { ogImage, ogImagePath } from '../../src/seo/og'
import { siteUrl } from '../../src/seo/site-url'

const sources = { root: process.cwd() }
const posts = readPosts('content/blog')

describe('Open Graph images', () => {
  it('has a card for the site, the logo, every world and every post, as the heads name them', () => {
    const paths = cardJobs(sources, posts).map((job) => job.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/og/logo.png')
    for (const locale of locales) {
      expect(paths).toContain(ogImagePath({ kind: 'site' }, locale))
      for (const world of worlds) {
        expect(paths).toContain(ogImagePath({ kind: 'world', world: world.key }, locale))
        expect(existsSync(`src/assets/art/world-hero-${world.key}.svg`), world.key).toBe(true)
      }
    }
    const translations = posts.flatMap((post) =>
      (post.translations ?? []).map((translation) => ({ slug: post.slug, lang: translation.lang })),
    )
    expect(translations.length).toBeGreaterThan(0)
    for (const post of posts)
      expect(paths).toContain(ogImagePath({ kind: 'post', slug: post.slug }))
    for (const { slug, lang } of translations)
      expect(paths).toContain(ogImagePath({ kind: 'post', slug, lang: lang as Locale }))
    expect(paths).toHaveLength(
      1 + locales.length * (1 + worlds.length) + posts.length + translations.length,
    )
  })

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

  it('sets an Arabic card right to left: the text from the right edge, in one isolated run', () => {
    const world = worldsAr.find((entry) => entry.coming)!
    const svg = worldCardSvg(sources, world, 'ar')
    expect(svg).toContain('text-anchor="end"')
    expect(svg).not.toContain('text-anchor="start"')
    expect(svg).toContain(`\u2067${world.subtitle.split(' ')[0]}`)
    expect(svg).toContain(comingSoonAr)
    expect(svg).toContain("font-family=\"'Noto Sans Arabic', 'Space Grotesk'\"")
    // The English card, by contrast, starts at the left, with no isolate.
    const english = worldCardSvg(
      sources,
      worlds.find((entry) => entry.key === world.key)!,
    )
    expect(english).toContain('text-anchor="start"')
    expect(english).not.toContain('\u2067')
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

  it('draws each post from its banner, or the default banner', () => {
    const post = posts[0]!
    expect(bannerFile(sources, post)).toMatch(new RegExp(`public${post.banner}$`))
    expect(bannerFile(sources, { ...post, banner: '/blog/missing.svg' })).toMatch(
      /public\/blog\/default-banner\.svg$/,
    )
  })

  it('wraps titles into lines that fit, with an ellipsis when they do not', () => {
    const title = 'Making the Invisible Visible: Magnetic Field Lines in AtomVerse'
    const lines = wrap(title, { size: 54, weight: 700, width: 1072, maxLines: 3 })
    expect(lines.length).toBe(2)
    expect(lines.join(' ')).toBe(title)
    const orphan = wrap('AI Tutors: What They Do, and What They Don’t', {
      size: 54,
      weight: 700,
      width: 1072,
      maxLines: 3,
    })
    expect(orphan).toEqual(['AI Tutors: What They Do, and What', 'They Don’t'])
    const cut = wrap(`${title} `.repeat(4), { size: 54, weight: 700, width: 1072, maxLines: 2 })
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
  })

  it('writes opaque PNGs of the right size', () => {
    const site = cardJobs(sources, posts).find((job) => job.path === '/og/site.png')!
    const card = renderPng(site.svg(), site.width)
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 })
    expect(card.length).toBeLessThan(300_000)
    const png = renderPng(logoSvg(), 512)
    expect(pngSize(png)).toEqual({ width: 512, height: 512 })
    expect(png.length).toBeLessThan(300_000)
    const tiny = encodeOpaquePng(new Uint8Array(1200 * 630 * 4), 1200, 630)
    expect(pngSize(tiny)).toEqual({ width: 1200, height: 630 })
    expect(pngSize(Buffer.from('not a png'))).toBeNull()
  })
})
