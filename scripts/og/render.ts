// A card's drawing as a PNG: resvg rasterises the SVG with the cards' fonts.
import { Resvg } from '@resvg/resvg-js'
import { fontOptions } from './fonts'
import { encodeOpaquePng } from './png'

/** The PNG of a drawing, `width` pixels wide. */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions })
  const image = resvg.render()
  return encodeOpaquePng(image.pixels, image.width, image.height)
}
