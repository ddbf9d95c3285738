// The Open Graph cards (1200x630 PNG) and the raster logo that scripts/og-images.mjs writes into
// dist/og/ at build time: what to draw (the jobs), how to draw it (an SVG per card) and the PNG
// (resvg). Names come from src/seo/og.ts, which the page heads use too (docs/seo.md).
import { Resvg } from '@resvg/resvg-js'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { crc32, deflateSync } from 'node:zlib'
import { extname, join } from 'node:path'
import { baseLocale, localeInfo, locales, type Locale } from '../content/locales'
import { site } from '../content/site'
import { site as siteAr } from '../content/site.ar'
import { site as siteEs } from '../content/site.es'
import type { World } from '../content/types'
import { comingSoonLabel, worlds } from '../content/worlds'
import { comingSoonLabel as comingSoonAr, worlds as worldsAr } from '../content/worlds.ar'
import { comingSoonLabel as comingSoonEs, worlds as worldsEs } from '../content/worlds.es'
import { xmlEscape } from '../src/seo/feeds'
import { ogImagePath, ogLogoPath, ogLogoSize, ogSize } from '../src/seo/og'

const require = createRequire(import.meta.url)

/**
 * Space Grotesk, the site's display face, and Noto Sans Arabic, the Arabic pages' (for the Arabic
 * cards), as TTF: resvg reads no WOFF2.
 */
const fonts = {
  bold: require.resolve('@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf'),
  medium: require.resolve('@expo-google-fonts/space-grotesk/500Medium/SpaceGrotesk_500Medium.ttf'),
  arabicBold:
    require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  arabicMedium:
    require.resolve('@expo-google-fonts/noto-sans-arabic/500Medium/NotoSansArabic_500Medium.ttf'),
}
const fontOptions = {
  fontFiles: Object.values(fonts),
  loadSystemFonts: false,
  defaultFontFamily: 'Space Grotesk',
}

/**
 * How a card's text is set in its language. Right to left, each line is one isolated right-to-left
 * run (U+2067 … U+2069): resvg lays out a line left to right whatever its `direction`, but it
 * honours the isolate, so the words and a name in Latin letters come in the right order.
 */
export type Script = { family: string; rtl: boolean }
const latin: Script = { family: "'Space Grotesk'", rtl: false }
const scriptOf = (locale: Locale): Script =>
  localeInfo[locale].dir === 'rtl'
    ? { family: "'Noto Sans Arabic', 'Space Grotesk'", rtl: true }
    : latin
const isolate = (text: string, script: Script) => (script.rtl ? `\u2067${text}\u2069` : text)

/** The words a card needs in each language, from that language's content. */
const words = {
  en: { site, worlds, comingSoon: comingSoonLabel },
  es: { site: siteEs, worlds: worldsEs, comingSoon: comingSoonEs },
  ar: { site: siteAr, worlds: worldsAr, comingSoon: comingSoonAr },
} satisfies Record<
  Locale,
  { site: { tagline: string }; worlds: readonly World[]; comingSoon: string }
>

/** Changes when the drawing code changes, so cached PNGs of an older design are not reused. */
const designVersion = 8
const resvgVersion: string = (require('@resvg/resvg-js/package.json') as { version: string })
  .version

const palette = {
  night: '#0B1026',
  indigo: '#26306B',
  cyan: '#22D3EE',
  violet: '#8B5CF6',
  text: '#FFFFFF',
  muted: '#C7D2FE',
  amber: '#F5B73B',
}

/** The colour of each world's glow, matching its art. */
const worldColour: Record<World['key'], string> = {
  bioverse: '#34D399',
  chemverse: '#F472B6',
  atomverse: '#22D3EE',
  spaceverse: '#A78BFA',
  geoverse: '#F59E0B',
  mathverse: '#60A5FA',
}

export type CardPost = {
  slug: string
  title: string
  banner: string
  /** Its translations (content/blog/<slug>.<lang>.md): each gets a card with its own title. */
  translations?: readonly { lang: string; title: string }[] | undefined
}

export type CardJob = {
  /** The site path, as src/seo/og.ts names it: /og/world/bioverse.png. */
  path: string
  width: number
  height: number
  svg: () => string
}

/** Paths of the repository the cards are drawn from. */
export type CardSources = { root: string }

function dataUri(file: string): string {
  const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' }[
    extname(file).toLowerCase()
  ]
  if (!type) throw new Error(`og-images: cannot draw ${file} (svg, png or jpg only)`)
  return `data:${type};base64,${readFileSync(file).toString('base64')}`
}

/** The logo's hexagon mark (the favicon's drawing), for a 32x32 box. */
const markSvg = (id: string) =>
  `<defs><linearGradient id="${id}" x1="2" y1="2" x2="30" y2="30" gradientUnits="userSpaceOnUse">` +
  `<stop offset="0" stop-color="${palette.cyan}"/><stop offset="1" stop-color="${palette.violet}"/></linearGradient></defs>` +
  `<path d="M16 2L28.1 9L28.1 23L16 30L3.9 23L3.9 9Z" fill="url(#${id})" stroke="url(#${id})" stroke-width="2" stroke-linejoin="round"/>` +
  `<ellipse cx="16" cy="16" rx="10.3" ry="4.1" transform="rotate(-30 16 16)" stroke="#fff" stroke-width="1.6" fill="none"/>` +
  `<circle cx="16" cy="16" r="2.6" fill="#fff"/>` +
  `<circle cx="22.1" cy="9.7" r="1.9" fill="${palette.amber}" stroke="#fff" stroke-width=".8"/>`

const background = (extra = '') =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.indigo}"/></linearGradient>` +
  `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="${palette.cyan}"/><stop offset="1" stop-color="${palette.violet}"/></linearGradient>${extra}</defs>` +
  `<rect width="1200" height="630" fill="url(#bg)"/>`

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`

/** How wide a line of text is drawn, in pixels. */
function textWidth(text: string, size: number, weight: 500 | 700, script: Script): number {
  const svg =
    `${svgOpen(4000, size * 2)}<text x="0" y="${size * 1.5}" font-family="${script.family}" ` +
    `font-weight="${weight}" font-size="${size}">${xmlEscape(isolate(text, script))}</text></svg>`
  return new Resvg(svg, { font: fontOptions }).getBBox()?.width ?? text.length * size * 0.6
}

/**
 * Breaks text into lines no wider than `width`, at most `maxLines`; what does not fit ends the last
 * line with an ellipsis. A last line of one word takes one more from the line before.
 */
export function wrap(
  text: string,
  options: { size: number; weight: 500 | 700; width: number; maxLines: number; script?: Script },
): string[] {
  const script = options.script ?? latin
  const words = text.replace(/\s+/g, ' ').trim().split(' ')
  const fits = (line: string) =>
    textWidth(line, options.size, options.weight, script) <= options.width
  const lines: string[] = []
  let line = ''
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word
    if (!line || fits(candidate)) {
      line = candidate
      continue
    }
    if (lines.length === options.maxLines - 1) {
      let last = line
      const rest = words.slice(index)
      while (rest.length && fits(`${last} ${rest[0]}…`)) last = `${last} ${rest.shift()}`
      while (!fits(`${last}…`) && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '))
      lines.push(`${last.replace(/[\s,.;:–-]+$/, '')}…`)
      return lines
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  // No word alone on the last line: it takes the previous line's last word when that fits.
  const [before, last] = [lines[lines.length - 2], lines[lines.length - 1]]
  if (before?.includes(' ') && last && !last.includes(' ')) {
    const moved = `${before.slice(before.lastIndexOf(' ') + 1)} ${last}`
    if (fits(moved)) lines.splice(-2, 2, before.slice(0, before.lastIndexOf(' ')), moved)
  }
  return lines
}

/**
 * Lines of text from the card's start edge: the left, or the right in a right-to-left script,
 * where `x` is measured from the right edge of a `width`-wide card.
 */
function textLines(
  lines: string[],
  options: {
    x: number
    y: number
    size: number
    lineHeight: number
    weight: 500 | 700
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

/** Where a box `width` wide starts: at x from the left, or mirrored from the right in RTL. */
const startX = (x: number, width: number, script: Script) => (script.rtl ? 1200 - x - width : x)

/** The logo (mark and outlined name, white: for dark backgrounds) at x, y, 180x40 times scale. */
function logo(sources: CardSources, x: number, y: number, scale: number) {
  return (
    `<image x="${x}" y="${y}" width="${180 * scale}" height="${40 * scale}" ` +
    `href="${dataUri(join(sources.root, 'src/assets/art/logo.svg'))}"/>`
  )
}

/** The site card in a language: logo, tagline, the brand's orbits. */
export function siteCardSvg(sources: CardSources, locale: Locale = baseLocale): string {
  const script = scriptOf(locale)
  const tagline = wrap(words[locale].site.tagline, {
    size: 44,
    weight: 500,
    width: 1060,
    maxLines: 2,
    script,
  })
  return (
    svgOpen(1200, 630) +
    background(
      `<radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="${palette.violet}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.violet}" stop-opacity="0"/></radialGradient>`,
    ) +
    `<rect width="1200" height="630" fill="url(#glow)"/>` +
    `<g fill="none" stroke="url(#accent)" stroke-opacity=".35" stroke-width="2">` +
    `<ellipse cx="600" cy="300" rx="560" ry="170" transform="rotate(-12 600 300)"/>` +
    `<ellipse cx="600" cy="300" rx="470" ry="240" transform="rotate(18 600 300)" stroke-opacity=".2"/></g>` +
    `<circle cx="1032" cy="150" r="10" fill="${palette.amber}"/><circle cx="150" cy="468" r="7" fill="${palette.cyan}"/>` +
    logo(sources, 600 - 180 * 1.6, 170, 3.2) +
    `<rect x="520" y="338" width="160" height="6" rx="3" fill="url(#accent)"/>` +
    textLines(tagline, {
      x: 600,
      y: 420,
      size: 44,
      lineHeight: 56,
      weight: 500,
      fill: palette.muted,
      script,
      middle: true,
    }) +
    `</svg>`
  )
}

/**
 * A world's card in a language: its name, subtitle and subject at the start edge (the left, the
 * right in Arabic), its hero art at the other.
 */
export function worldCardSvg(
  sources: CardSources,
  world: World,
  locale: Locale = baseLocale,
): string {
  const script = scriptOf(locale)
  const art = join(sources.root, `src/assets/art/world-hero-${world.key}.svg`)
  const colour = worldColour[world.key]
  // The name is the same in every language (BioVerse); the rest is the language's own.
  const name = wrap(world.name, { size: 84, weight: 700, width: 500, maxLines: 1 })
  const subtitle = wrap(world.subtitle, { size: 36, weight: 500, width: 470, maxLines: 3, script })
  const subtitleTop = 330
  const badgeLabel = words[locale].comingSoon
  const badgeWidth = Math.ceil(textWidth(badgeLabel, 24, 700, script)) + 44
  const badge = world.coming
    ? `<rect x="${startX(64, badgeWidth, script)}" y="${subtitleTop + subtitle.length * 46 + 10}" width="${badgeWidth}" height="44" rx="22" fill="${palette.amber}"/>` +
      textLines([badgeLabel], {
        x: 86,
        y: subtitleTop + subtitle.length * 46 + 40,
        size: 24,
        lineHeight: 0,
        weight: 700,
        fill: palette.night,
        script,
      })
    : ''
  return (
    svgOpen(1200, 630) +
    background(
      `<radialGradient id="glow" cx="${script.rtl ? '.28' : '.72'}" cy=".5" r=".55"><stop offset="0" stop-color="${colour}" stop-opacity=".30"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    ) +
    `<rect width="1200" height="630" fill="url(#glow)"/>` +
    `<image x="${startX(530, 640, script)}" y="95" width="640" height="440" preserveAspectRatio="xMidYMid meet" href="${dataUri(art)}"/>` +
    logo(sources, startX(64, 180 * 1.3, script), 56, 1.3) +
    textLines([script.rtl ? world.subject : world.subject.toUpperCase()], {
      x: 66,
      y: 196,
      size: 26,
      lineHeight: 0,
      weight: 700,
      fill: colour,
      script,
    }) +
    textLines(name, {
      x: 62,
      y: 280,
      size: 84,
      lineHeight: 0,
      weight: 700,
      fill: palette.text,
      script,
    }) +
    `<rect x="${startX(64, 120, script)}" y="${subtitleTop - 34}" width="120" height="5" rx="2.5" fill="url(#accent)"/>` +
    textLines(subtitle, {
      x: 64,
      y: subtitleTop + 20,
      size: 36,
      lineHeight: 46,
      weight: 500,
      fill: palette.muted,
      script,
    }) +
    badge +
    `</svg>`
  )
}

/** The banner a post's card is drawn from: its own, else the default banner. */
export function bannerFile(sources: CardSources, post: CardPost): string {
  const own = join(sources.root, 'public', post.banner)
  return post.banner.startsWith('/') && existsSync(own) && /\.(svg|png|jpg)$/i.test(own)
    ? own
    : join(sources.root, 'public/blog/default-banner.svg')
}

/**
 * A post's card: its banner full-bleed, a dark band with its title and the logo, set in the
 * language the title is written in.
 */
export function postCardSvg(
  sources: CardSources,
  post: CardPost,
  locale: Locale = baseLocale,
): string {
  const script = scriptOf(locale)
  const lines = wrap(post.title, { size: 54, weight: 700, width: 1072, maxLines: 3, script })
  const lineHeight = 64
  const last = 572
  const first = last - (lines.length - 1) * lineHeight
  const bandTop = first - 170
  return (
    svgOpen(1200, 630) +
    background(
      `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.night}" stop-opacity="0"/>` +
        `<stop offset=".45" stop-color="${palette.night}" stop-opacity=".82"/><stop offset="1" stop-color="${palette.night}" stop-opacity=".95"/></linearGradient>`,
    ) +
    `<image x="0" y="0" width="1200" height="630" preserveAspectRatio="xMidYMid slice" href="${dataUri(bannerFile(sources, post))}"/>` +
    `<rect x="0" y="${bandTop}" width="1200" height="${630 - bandTop}" fill="url(#band)"/>` +
    logo(sources, startX(64, 180 * 1.1, script), first - 130, 1.1) +
    `<rect x="${startX(64, 96, script)}" y="${first - 68}" width="96" height="5" rx="2.5" fill="url(#accent)"/>` +
    textLines(lines, {
      x: 62,
      y: first,
      size: 54,
      lineHeight,
      weight: 700,
      fill: palette.text,
      script,
    }) +
    `</svg>`
  )
}

/** The raster logo of the Organization JSON-LD: the mark on a square navy tile (opaque PNG). */
export function logoSvg(): string {
  const size = ogLogoSize
  return (
    svgOpen(size, size) +
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.indigo}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#tile)"/>` +
    `<g transform="translate(64 64) scale(12)">${markSvg('mark')}</g></svg>`
  )
}

/**
 * Every card the site needs, with its path from src/seo/og.ts: the logo; the site's and each
 * world's card in every language; each post's card in English and in each language it is
 * translated into, with the translated title.
 */
export function cardJobs(sources: CardSources, posts: readonly CardPost[]): CardJob[] {
  const card = { width: ogSize.width, height: ogSize.height }
  return [
    { path: ogLogoPath, width: ogLogoSize, height: ogLogoSize, svg: logoSvg },
    ...locales.flatMap((locale) => [
      {
        path: ogImagePath({ kind: 'site' }, locale),
        ...card,
        svg: () => siteCardSvg(sources, locale),
      },
      ...words[locale].worlds.map((world) => ({
        path: ogImagePath({ kind: 'world', world: world.key }, locale),
        ...card,
        svg: () => worldCardSvg(sources, world, locale),
      })),
    ]),
    ...posts.flatMap((post) => [
      {
        path: ogImagePath({ kind: 'post', slug: post.slug }),
        ...card,
        svg: () => postCardSvg(sources, post),
      },
      ...(post.translations ?? [])
        .filter((translation): translation is typeof translation & { lang: Locale } =>
          locales.includes(translation.lang as Locale),
        )
        .map((translation) => ({
          path: ogImagePath({ kind: 'post', slug: post.slug, lang: translation.lang }),
          ...card,
          svg: () => postCardSvg(sources, { ...post, title: translation.title }, translation.lang),
        })),
    ]),
  ]
}

/** The cache key of a drawing: the same SVG, size, fonts and renderer give the same PNG. */
export function cacheKey(svg: string, width: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ designVersion, resvgVersion, fonts: Object.values(fonts), width }))
    .update(svg)
    .digest('hex')
    .slice(0, 32)
}

/** The PNG of a drawing, `width` pixels wide. */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions })
  const image = resvg.render()
  return encodeOpaquePng(image.pixels, image.width, image.height)
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/**
 * An RGB PNG (no alpha: every card is opaque) with the best of PNG's five filters on each row and
 * zlib at level 9: about a third smaller than resvg's own RGBA encoding, without losing a pixel.
 */
export function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3
  const rows = Buffer.alloc((stride + 1) * height)
  let previous = new Uint8Array(stride)
  const current = new Uint8Array(stride)
  const candidate = new Uint8Array(stride)
  const best = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4
      current[x * 3] = rgba[from]!
      current[x * 3 + 1] = rgba[from + 1]!
      current[x * 3 + 2] = rgba[from + 2]!
    }
    let bestFilter = 0
    let bestCost = Infinity
    for (let filter = 0; filter < 5; filter++) {
      let cost = 0
      for (let i = 0; i < stride; i++) {
        const left = i >= 3 ? current[i - 3]! : 0
        const up = previous[i]!
        const upLeft = i >= 3 ? previous[i - 3]! : 0
        let predicted = 0
        if (filter === 1) predicted = left
        else if (filter === 2) predicted = up
        else if (filter === 3) predicted = (left + up) >> 1
        else if (filter === 4) {
          const p = left + up - upLeft
          const pa = Math.abs(p - left)
          const pb = Math.abs(p - up)
          const pc = Math.abs(p - upLeft)
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
        }
        const value = (current[i]! - predicted) & 0xff
        candidate[i] = value
        cost += value < 128 ? value : 256 - value
      }
      if (cost < bestCost) {
        bestCost = cost
        bestFilter = filter
        best.set(candidate)
      }
    }
    const offset = y * (stride + 1)
    rows[offset] = bestFilter
    rows.set(best, offset + 1)
    previous = Uint8Array.from(current)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Width and height from a PNG's header (IHDR), or null if it is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.length < 24 || signature.some((byte, index) => png[index] !== byte)) return null
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
