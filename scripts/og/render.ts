// A card's drawing as a PNG: resvg rasterises the SVG with the cards' fonts, pngjs writes the
// pixels.
import { Resvg } from '@resvg/resvg-js'
import { PNG, type PackerOptions } from 'pngjs'
import { fontOptions } from './fonts'

/**
 * RGB without alpha, since every card paints its whole background (so no pixel is ever blended
 * with pngjs's white), the best of PNG's five filters on each row, and zlib's usual strategy at
 * level 6. That is about 30 % smaller than resvg's own PNG (RGBA, whose world cards pass the
 * 300 kB a card may weigh). pngjs's default run-length-only strategy is 16 % larger; level 9 is
 * 8 % smaller but encodes five times slower (about 15 s more for a build's cards).
 */
export const pngOptions = {
  colorType: 2,
  filterType: -1,
  deflateLevel: 6,
  deflateStrategy: 0,
} satisfies PackerOptions

/** The PNG of a drawing, `width` pixels wide. */
export function renderPng(svg: string, width: number): Buffer {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: fontOptions,
  }).render()
  const png = Object.assign(new PNG(), {
    width: image.width,
    height: image.height,
    data: image.pixels,
  })
  // A copy: pngjs writes its defaults into the options it is given, and these are part of the
  // cache key.
  return PNG.sync.write(png, { ...pngOptions })
}
