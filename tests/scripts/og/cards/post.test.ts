import { describe, expect, it } from 'vitest'
import { bannerFile } from '../../../../scripts/og/cards/post'
import { readPosts } from '../../../../server/blog/load-posts'

const sources = { root: process.cwd() }

describe('a post’s card', () => {
  it('draws each post from its banner, or the default banner', () => {
    const post = readPosts('content/blog')[0]!
    expect(bannerFile(sources, post)).toMatch(new RegExp(`public${post.banner}$`))
    expect(bannerFile(sources, { ...post, banner: '/blog/missing.svg' })).toMatch(
      /public\/blog\/default-banner\.svg$/,
    )
  })
})
