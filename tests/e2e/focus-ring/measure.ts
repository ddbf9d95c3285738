// How the focus-ring test (focus-ring.e2e.ts) reads a ring from pixels: one screenshot around the
// focused element, the median colour of each band on each side, and WCAG's contrast ratio.
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import type { Probe } from './probe'

/** Reads the probe's pixels from one screenshot; the element's figure and why. */
export async function measure(page: Page, probe: Probe): Promise<{ ratio: number; why: string }> {
  if (!probe.segments.some((segment) => segment.kind === 'band')) {
    return { ratio: 1, why: 'no focus ring: no outline and no ring shadow' }
  }
  const sides = probe.sides.filter((side) => !side.skip)
  if (sides.length === 0) {
    const skipped = probe.sides.map((side) => `${side.side} ${side.skip}`).join(', ')
    return { ratio: 1, why: `none of its ring is visible (${skipped || 'no box'})` }
  }
  const points = sides.flatMap((side) => side.points.flat())
  const left = Math.floor(Math.min(...points.map(([x]) => x)))
  const top = Math.floor(Math.min(...points.map(([, y]) => y)))
  const clip = {
    x: left,
    y: top,
    width: Math.floor(Math.max(...points.map(([x]) => x))) + 1 - left,
    height: Math.floor(Math.max(...points.map(([, y]) => y))) + 1 - top,
  }
  const image = PNG.sync.read(await page.screenshot({ clip, caret: 'initial', scale: 'css' }))
  const pixel = ([x, y]: [number, number]): Rgb => {
    const offset = ((Math.floor(y) - top) * image.width + (Math.floor(x) - left)) * 4
    return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!]
  }

  let worst = { ratio: Infinity, why: '' }
  for (const side of sides) {
    const colours = side.points.map((line) => median(line.map(pixel)))
    const background = colours.at(-1)!
    let againstBackground = 0
    let distinct = 0
    probe.segments.forEach((segment, i) => {
      if (segment.kind !== 'band') return
      const colour = colours[i]!
      againstBackground = Math.max(againstBackground, contrast(colour, background))
      const neighbours = [colours[i - 1], colours[i + 1]].filter((c): c is Rgb => !!c)
      distinct = Math.max(distinct, Math.min(...neighbours.map((c) => contrast(colour, c))))
    })
    const ratio = Math.min(againstBackground, distinct)
    if (ratio < worst.ratio) {
      const reading = probe.segments
        .map((segment, i) => `${segment.what} ${hex(colours[i]!)}`)
        .join(', ')
      const which =
        againstBackground <= distinct
          ? 'no colour of the ring reaches 3:1 against the background'
          : 'no band of the ring reaches 3:1 against both of its neighbours'
      worst = { ratio, why: `${side.side} side, ${which}; from inside out: ${reading}` }
    }
  }
  return worst
}

type Rgb = [number, number, number]

function luminance([r, g, b]: Rgb) {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The middle pixel by luminance: robust against a glyph or a dot among seven. */
function median(colours: Rgb[]): Rgb {
  return [...colours].sort((a, b) => luminance(a) - luminance(b))[colours.length >> 1]!
}

function hex(colour: Rgb) {
  return `#${colour.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
