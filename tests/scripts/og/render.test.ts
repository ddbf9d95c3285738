import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { logoSvg } from '../../../scripts/og/cards/logo'
import { siteCardSvg } from '../../../scripts/og/cards/site'
import { fontOptions } from '../../../scripts/og/fonts'
import { renderPng } from '../../../scripts/og/render'

/** The RGB of each pixel, dropping the alpha of RGBA. */
const rgb = (rgba: Uint8Array) => Buffer.from(rgba.filter((_, index) => index % 4 !== 3))

describe('rendering a card', () => {
  it('writes an opaque RGB PNG of the card’s size, under 300 kB', () => {
    const card = renderPng(siteCardSvg({ root: process.cwd() }), 1200)
    expect(PNG.sync.read(card)).toMatchObject({ width: 1200, height: 630, colorType: 2 })
    expect(card.length).toBeLessThan(300_000)
    const logo = renderPng(logoSvg(), 512)
    expect(PNG.sync.read(logo)).toMatchObject({ width: 512, height: 512, colorType: 2 })
    expect(logo.length).toBeLessThan(300_000)
  })

  it('keeps every pixel resvg drew, and every pixel it drew is opaque', () => {
    const svg = logoSvg()
    const drawn = new Resvg(svg, {
      fitTo: { mode: 'width', value: 512 },
      font: fontOptions,
    }).render().pixels
    expect(drawn.every((value, index) => index % 4 !== 3 || value === 255)).toBe(true)
    // pngjs reads an RGB PNG back as RGBA, its alpha all 255.
    expect(rgb(PNG.sync.read(renderPng(svg, 512)).data).equals(rgb(drawn))).toBe(true)
  })
})
