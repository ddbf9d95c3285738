import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../../content/locales'
import { worlds } from '../../../content/worlds'
import { cardJobs } from '../../../scripts/og/jobs'
import { readPosts } from '../../../server/blog/load-posts'
import { ogImagePath } from '../../../src/seo/og'

const posts = readPosts('content/blog')

describe('the cards to draw', () => {
  it('has a card for the site, the logo, every world and every post, as the heads name them', () => {
    const paths = cardJobs({ root: process.cwd() }, posts).map((job) => job.path)
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
})
