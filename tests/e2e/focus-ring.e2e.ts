import { inflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, type viewports } from './browser'

/**
 * The focus ring against what is behind it (WCAG 1.4.11 Non-text Contrast).
 *
 * On a sample of pages the test presses Tab from the top (or from a given start) and, for each
 * element that takes focus, measures the ring as it is drawn. How:
 *
 * - Where to look comes from the element's computed style: the outline (width, offset) and every
 *   box-shadow that draws a ring (no offset, no blur) give the bands the ring is made of, from the
 *   element's edge outwards: the element itself, any gap, each band, then the background.
 * - What colour each of those is comes from pixels: one screenshot of the focused element's
 *   surroundings, read along a short line through the middle of each side (away from rounded
 *   corners), the median of seven pixels per band (so a stray glyph or a 1 px dot of the hero's
 *   pattern does not count). Pixels, not styles, because the backgrounds here are gradients,
 *   translucent layers and positioned art that no walk up the ancestors can add up honestly, and
 *   because a ring that is clipped (overflow: hidden) or painted over shows up as the background
 *   where the band should be.
 *
 * The criterion, per side of the element:
 * 1. The ring against the background next to it: at least one of its colours reaches 3:1 (the
 *    issue's measure; for a two-colour ring this is WCAG technique C40's argument).
 * 2. At least one band of the ring reaches 3:1 against both of its neighbours: the background,
 *    the gap, the element's own edge or the ring's other colour. Without this a two-colour ring
 *    could pass on paper while the band that contrasts with the page merges into the element (a
 *    dark band around a dark button) and the band next to the page is the one that does not.
 * The element's figure is the lower of the two on its worst side, and every element must reach
 * 3:1. An element with no ring at all, or none of whose ring is on screen, fails too.
 */

const { visit } = setupBrowser()

const minimum = 3

type Sample = {
  name: string
  path: string
  viewport?: keyof typeof viewports
  /** How many Tab presses to measure (fewer when focus wraps round first). */
  tabs: number
  /** Runs before the first Tab: where to start from, a dialog to open. */
  prepare?: (page: Page) => Promise<unknown>
}

/** Starts after the header (measured on the pages above): focus on <main>, as the skip link does. */
const fromMain = (page: Page) => page.locator('main').focus()

const samples: Sample[] = [
  // The dark home hero under the header that is transparent over it; the hero carousel.
  { name: 'home, desktop', path: '/', tabs: 20 },
  // Further down the home page: the latest posts, cards in a carousel on a light section.
  {
    name: 'home posts, desktop',
    path: '/',
    tabs: 4,
    prepare: async (page) => {
      // The posts load when their section comes near the screen. From the carousel's last
      // control (its controls are measured in the hero), Tab goes to the posts.
      await page.evaluate(() => document.getElementById('blog-heading')?.scrollIntoView())
      const posts = page.locator('section[aria-labelledby="blog-heading"]')
      await posts.locator('h3 a').first().waitFor()
      await posts.getByRole('button', { name: 'Next slide' }).focus()
    },
  },
  // A light info page under the light header: tabs on a grey track, a tab panel, the accordion.
  { name: 'schools, desktop', path: '/svs', tabs: 18 },
  // A world page: the dark header, the hero tinted with the world's colour, the worlds' chips.
  { name: 'BioVerse, desktop', path: '/BioVerse', tabs: 18 },
  // The blog: the featured post, search box, categories, post cards.
  { name: 'blogs, desktop', path: '/blogs', tabs: 10, prepare: fromMain },
  // Link cards, every field of the contact form, then the dark footer.
  { name: 'contact, desktop', path: '/contactUs', tabs: 24, prepare: fromMain },
  {
    name: 'school contact dialog, desktop',
    path: '/svs',
    tabs: 8,
    // Opened from the keyboard, as a keyboard user would.
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Connect with Us' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').locator('form').waitFor()
    },
  },
  { name: 'home, phone', path: '/', viewport: 'phone', tabs: 8 },
]

describe('the focus ring reaches 3:1 against what is behind it', () => {
  it.each(samples)('$name', async ({ path, viewport, tabs, prepare }) => {
    const { page } = await visit(path, { viewport })
    // Transitions done at once (the ring is measured as it settles, not as it fades in), and no
    // autoplay moving things between a measure and its screenshot.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The loader fades out over the page after the load event; it is gone after 0.3 s.
    await page.locator('#app-loader').waitFor({ state: 'detached' })
    await prepare?.(page)
    const where = `${path} (${viewport ?? 'desktop'})`
    const failures: string[] = []
    const seen = new Set<string>()
    for (let i = 0; i < tabs; i++) {
      await page.keyboard.press('Tab')
      let probe = await page.evaluate(probeFocus)
      if (!probe) break // focus left the document: the end of the page
      if (seen.has(probe.key)) break // focus wrapped round (a dialog's trap)
      seen.add(probe.key)
      let result = await measure(page, probe)
      // Content that loads late can move the element between the measure and the screenshot.
      for (let retry = 0; retry < 2; retry++) {
        const again = await page.evaluate(probeFocus)
        if (!again || again.at === probe.at) break
        probe = again
        result = await measure(page, probe)
      }
      if (result.ratio < minimum) {
        failures.push(`${where} ${probe.label}: ${result.ratio.toFixed(2)}:1 (${result.why})`)
      }
    }
    // Not a vacuous pass: every Tab reached another element.
    expect(seen.size, `elements that Tab reached on ${where}`).toBe(tabs)
    expect(failures).toEqual([])
  })
})

type Segment = { kind: 'element' | 'gap' | 'band' | 'background'; what: string }
type SideProbe = { side: string; skip?: string; points: [number, number][][] }
type Probe = { key: string; at: string; label: string; segments: Segment[]; sides: SideProbe[] }

/**
 * In the page: what has focus, the bands its ring is made of, and where to read each of them on
 * each side. Waits first for the element's transitions (and its ancestors' fades) to end, so
 * that the ring is measured as it settles, not as it fades in.
 */
async function probeFocus(): Promise<Probe | null> {
  const el = document.activeElement
  if (!el || el === document.body || el === document.documentElement) return null
  const settling = document.getAnimations().filter((animation) => {
    const effect = animation.effect
    const target = effect instanceof KeyframeEffect ? effect.target : null
    return (
      !!target && target.contains(el) && Number.isFinite(effect?.getComputedTiming().endTime ?? NaN)
    )
  })
  await Promise.race([
    Promise.all(settling.map((animation) => animation.finished.catch(() => null))),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ])

  // The element that wears the ring: the focused one, or the box drawn for it: a card that
  // :has() its stretched link, the visible label box after a hidden radio.
  const ringed = (candidate: Element | null | undefined) => {
    if (!candidate) return false
    const { outlineStyle, outlineWidth } = getComputedStyle(candidate)
    return outlineStyle !== 'none' && parseFloat(outlineWidth) > 0
  }
  const near = [el.nextElementSibling]
  for (let up = el.parentElement; up && near.length < 5; up = up.parentElement) near.push(up)
  const target = ringed(el) ? el : (near.find(ringed) ?? el)
  const labelled = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null
  const name = (
    el.getAttribute('aria-label') ??
    labelled ??
    el.getAttribute('placeholder') ??
    el.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
  const region = el.closest('dialog, header, footer, main')?.tagName.toLowerCase() ?? 'page'
  const tag = (e: Element) => `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}>`
  const wearer = target === el ? '' : ` (ring on its ${tag(target)})`
  const label = `${region} ${tag(el)} "${name}"${wearer}`

  // The ring's bands, as distances from the element's border edge (negative: inside it).
  const style = getComputedStyle(target)
  const outlineWidth = parseFloat(style.outlineWidth)
  const outline =
    style.outlineStyle !== 'none' && outlineWidth > 0
      ? {
          from: parseFloat(style.outlineOffset),
          to: parseFloat(style.outlineOffset) + outlineWidth,
        }
      : null
  // Computed box-shadow: "rgb(7, 11, 28) 0px 0px 0px 6px, rgba(…) 0px 1px 2px 0px". A shadow
  // with no offset and no blur is a ring; the others (elevation) are part of the background.
  const ringShadows = (style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/))
    .map((shadow) => ({
      inset: /\binset\b/.test(shadow),
      lengths: (shadow.replace(/[a-z-]+\([^)]*\)/gi, '').match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      ),
    }))
    .filter(
      ({ inset, lengths: [x = 0, y = 0, blur = 0, spread = 0] }) =>
        !inset && x === 0 && y === 0 && blur === 0 && spread > 0,
    )
    .map(({ lengths }) => lengths[3] ?? 0)
  const inner = Math.min(0, outline?.from ?? 0)
  const outer = Math.max(0, outline?.to ?? 0, ...ringShadows)
  const cuts = [...new Set([inner, 0, outer, outline?.from ?? 0, outline?.to ?? 0, ...ringShadows])]
    .filter((cut) => cut >= inner && cut <= outer)
    .sort((a, b) => a - b)
  const layers: { kind: Segment['kind']; what: string; from: number; to: number }[] = [
    { kind: 'element', what: 'the element’s edge', from: inner - 2, to: inner },
  ]
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!
    const to = cuts[i + 1]!
    const middle = (from + to) / 2
    const shadow = ringShadows.findIndex((spread) => spread > middle)
    const [kind, what]: [Segment['kind'], string] =
      outline && middle >= outline.from && middle < outline.to
        ? ['band', 'the outline']
        : middle >= 0 && shadow >= 0
          ? ['band', `box-shadow ${shadow + 1}`]
          : middle < 0
            ? ['element', 'the element’s edge']
            : ['gap', 'the gap']
    const last = layers.at(-1)!
    if (last.kind === kind && last.what === what) last.to = to
    else layers.push({ kind, what, from, to })
  }
  layers.push({ kind: 'background', what: 'the background', from: outer, to: outer + 3 })
  // Bands under a pixel wide cannot be read reliably, nor seen: they do not count.
  const segments = layers.filter((layer) => layer.to - layer.from >= 1)

  // Where to read each segment: across the middle of each side, seven pixels along the side.
  // A link broken over two lines: the first box's top and left, the last box's bottom and right.
  const boxes = [...target.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
  const first = boxes[0]
  const last = boxes.at(-1)
  const sides: SideProbe[] = []
  if (first && last) {
    const along = [-3, -2, -1, 0, 1, 2, 3]
    const place = {
      top: (d: number, t: number) => [first.left + first.width / 2 + t, first.top - d],
      left: (d: number, t: number) => [first.left - d, first.top + first.height / 2 + t],
      bottom: (d: number, t: number) => [last.left + last.width / 2 + t, last.bottom + d],
      right: (d: number, t: number) => [last.right + d, last.top + last.height / 2 + t],
    }
    for (const [side, at] of Object.entries(place)) {
      const points = segments.map((segment) =>
        along.map((t) => at((segment.from + segment.to) / 2, t) as [number, number]),
      )
      const all = points.flat()
      let skip: string | undefined
      if (all.some(([x, y]) => x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)) {
        skip = 'off screen'
      } else {
        // Under the sticky header (which is not where the element is): hidden, not too faint.
        // Unless the element is drawn above it (the skip link): where the two overlap, the
        // element is the one hit first.
        const [x, y] = all.at(-1)!
        for (let hit = document.elementFromPoint(x, y); hit; hit = hit.parentElement) {
          const position = getComputedStyle(hit).position
          if ((position !== 'fixed' && position !== 'sticky') || hit.contains(target)) continue
          const over = hit.getBoundingClientRect()
          const box = target.getBoundingClientRect()
          const [ox, oy] = [
            (Math.max(over.left, box.left) + Math.min(over.right, box.right)) / 2,
            (Math.max(over.top, box.top) + Math.min(over.bottom, box.bottom)) / 2,
          ]
          const overlaps = ox > box.left && ox < box.right && oy > box.top && oy < box.bottom
          const above = overlaps && target.contains(document.elementFromPoint(ox, oy))
          if (!above) skip = `covered by <${hit.tagName.toLowerCase()}>`
          break
        }
      }
      sides.push({ side, skip, points })
    }
  }
  const key = `${label} ${boxes.map((b) => `${b.left + scrollX},${b.top + scrollY}`).join(' ')}`
  return {
    key,
    at: boxes.map((b) => `${b.left},${b.top},${b.width},${b.height}`).join(' '),
    label,
    segments: segments.map(({ kind, what }) => ({ kind, what })),
    sides,
  }
}

/** Reads the probe's pixels from one screenshot; the element's figure and why. */
async function measure(page: Page, probe: Probe): Promise<{ ratio: number; why: string }> {
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
  const image = decodePng(await page.screenshot({ clip, caret: 'initial', scale: 'css' }))
  const pixel = ([x, y]: [number, number]): Rgb => {
    const offset = ((Math.floor(y) - top) * image.width + (Math.floor(x) - left)) * image.channels
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

/** Just enough PNG for Chromium's screenshots: 8-bit RGB or RGBA, not interlaced. */
function decodePng(png: Buffer) {
  let width = 0
  let height = 0
  let channels = 0
  const compressed: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const [depth, colourType, , , interlace] = data.subarray(8)
      channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0
      if (depth !== 8 || !channels || interlace) throw new Error('Unexpected PNG format')
    } else if (type === 'IDAT') compressed.push(data)
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(compressed))
  const stride = width * channels
  const data = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!
      const a = i >= channels ? data[y * stride + i - channels]! : 0
      const b = y > 0 ? data[(y - 1) * stride + i]! : 0
      const c = y > 0 && i >= channels ? data[(y - 1) * stride + i - channels]! : 0
      const predicted =
        filter === 1
          ? a
          : filter === 2
            ? b
            : filter === 3
              ? (a + b) >> 1
              : filter === 4
                ? paeth(a, b, c)
                : 0
      data[y * stride + i] = (value + predicted) & 0xff
    }
  }
  return { width, height, channels, data }
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}
