// What every card shares: the palette, the navy background with its accent gradient, the logo,
// and text and boxes placed from the card's start edge (the left, or the right in a right-to-left
// language, so an Arabic card is the English one mirrored).
import { join } from 'node:path'
import { xmlEscape } from '../../../src/blog/feeds'
import { dataUri, svgOpen } from '../svg'
import { isolate, latin, type Script, type Weight } from '../text'

/** Paths of the repository the cards are drawn from. */
export type CardSources = { root: string }

export const palette = {
  night: '#0B1026',
  indigo: '#26306B',
  cyan: '#22D3EE',
  violet: '#8B5CF6',
  text: '#FFFFFF',
  muted: '#C7D2FE',
  amber: '#F5B73B',
}

/** The background gradient (`bg`) and the accent gradient (`accent`), with a card's own defs. */
export const background = (extra = '') =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.indigo}"/></linearGradient>` +
  `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="${palette.cyan}"/><stop offset="1" stop-color="${palette.violet}"/></linearGradient>${extra}</defs>` +
  `<rect width="1200" height="630" fill="url(#bg)"/>`

/**
 * A card's opening with a soft radial glow of `colour` over the background, centred at cx, cy
 * (fractions of the card, as SVG writes them), fading out at radius r.
 */
export const glowingCard = (glow: {
  cx: string
  cy: string
  r: string
  colour: string
  opacity: string
}) =>
  svgOpen(1200, 630) +
  background(
    `<radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}"><stop offset="0" stop-color="${glow.colour}" stop-opacity="${glow.opacity}"/><stop offset="1" stop-color="${glow.colour}" stop-opacity="0"/></radialGradient>`,
  ) +
  `<rect width="1200" height="630" fill="url(#glow)"/>`

/** The logo (mark and outlined name, white: for dark backgrounds) at x, y, 180x40 times scale. */
export function logo(sources: CardSources, x: number, y: number, scale: number) {
  return (
    `<image x="${x}" y="${y}" width="${180 * scale}" height="${40 * scale}" ` +
    `href="${dataUri(join(sources.root, 'src/assets/art/logo.svg'))}"/>`
  )
}

/** Where a box `width` wide starts: at x from the left, or mirrored from the right in RTL. */
export const startX = (x: number, width: number, script: Script) =>
  script.rtl ? 1200 - x - width : x

/**
 * Lines of text from the card's start edge: the left, or the right in a right-to-left script,
 * where `x` is measured from the right edge of a `width`-wide card.
 */
export function textLines(
  lines: string[],
  options: {
    x: number
    y: number
    size: number
    lineHeight: number
    weight: Weight
    fill: string
    script?: Script
    /** Centred on x instead (the site card). */
    middle?: boolean
  },
) {
  const script = options.script ?? latin
  const x = script.rtl && !options.middle ? 1200 - options.x : options.x
  const anchor = options.middle ? 'middle' : script.rtl ? 'end' : 'start'
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${options.y + index * options.lineHeight}" text-anchor="${anchor}" font-family="${script.family}" ` +
        `font-weight="${options.weight}" font-size="${options.size}" fill="${options.fill}">${xmlEscape(isolate(line, script))}</text>`,
    )
    .join('')
}
