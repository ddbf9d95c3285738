import { describe, expect, it } from 'vitest'
import { logoSvg } from '../../../scripts/og/cards/logo'
import { siteCardSvg } from '../../../scripts/og/cards/site'
import { encodeOpaquePng, pngSize } from '../../../scripts/og/png'
import { renderPng } from '../../../scripts/og/render'

describe('rendering a card', () => {
  it('writes opaque PNGs of the right size', () => {
    const card = renderPng(siteCardSvg({ root: process.cwd() }), 1200)
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
