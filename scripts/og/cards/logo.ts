// The raster logo of the Organization JSON-LD (Google wants a raster logo of at least 112 px).
import { ogLogoSize } from '../../../src/seo/og'
import { svgOpen } from '../svg'
import { palette } from './frame'

/** The logo's hexagon mark (the favicon's drawing), for a 32x32 box. */
const markSvg = (id: string) =>
  `<defs><linearGradient id="${id}" x1="2" y1="2" x2="30" y2="30" gradientUnits="userSpaceOnUse">` +
  `<stop offset="0" stop-color="${palette.cyan}"/><stop offset="1" stop-color="${palette.violet}"/></linearGradient></defs>` +
  `<path d="M16 2L28.1 9L28.1 23L16 30L3.9 23L3.9 9Z" fill="url(#${id})" stroke="url(#${id})" stroke-width="2" stroke-linejoin="round"/>` +
  `<ellipse cx="16" cy="16" rx="10.3" ry="4.1" transform="rotate(-30 16 16)" stroke="#fff" stroke-width="1.6" fill="none"/>` +
  `<circle cx="16" cy="16" r="2.6" fill="#fff"/>` +
  `<circle cx="22.1" cy="9.7" r="1.9" fill="${palette.amber}" stroke="#fff" stroke-width=".8"/>`

/** The mark on a square navy tile (opaque PNG). */
export function logoSvg(): string {
  const size = ogLogoSize
  return (
    svgOpen(size, size) +
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.indigo}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#tile)"/>` +
    `<g transform="translate(64 64) scale(12)">${markSvg('mark')}</g></svg>`
  )
}
