// `npm run build:fonts` (part of `npm run build` and `npm run dev`): the site's fonts, cut to the
// characters the site writes. Each face of scripts/fonts/faces.ts is subset with HarfBuzz
// (subset-font) to what its languages' content, messages and code hold, plus what a visitor may
// type, its weight axis kept. Writes src/styles/fonts/generated/:
//   - <face>.woff2, the subset faces;
//   - fonts.css, their @font-face rules (font-display: swap, or optional for the Arabic face;
//     unicode-range of what each holds),
//     the fallback faces sized to each face's metrics (@capsizecss), and the two stacks;
//   - fonts.ar.css, the Arabic face, its fallbacks and the Arabic stacks (the Arabic build only).
import { createFontStack } from '@capsizecss/core'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { baseLocale, isLocale, type Locale } from '../../content/locales'
import { fallbackFamily, fallbacks, faces, type Face } from './faces'

const out = 'src/styles/fonts/generated'
const require = createRequire(import.meta.url)

/** Every file whose words the site shows: content, blog posts, messages and the interface. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path)
    return /\.(ts|tsx|json|md)$/.test(name) ? [path] : []
  })
}

/** The language of a file: `x.es.ts` and `messages/es.json` are Spanish, anything else English. */
function languageOf(path: string): Locale {
  const match = /(?:\.|\/)([a-z]{2})\.(?:ts|tsx|json|md)$/.exec(path)
  return match && isLocale(match[1]!) ? match[1] : baseLocale
}

const inRanges = (code: number, ranges: Face['range']) =>
  ranges.some(([from, to]) => code >= from && code <= to)

function charactersOf(face: Face, files: readonly string[]): number[] {
  const codes = new Set<number>()
  for (const [from, to] of face.always) for (let c = from; c <= to; c++) codes.add(c)
  for (const file of files) {
    if (!face.locales.includes(languageOf(file))) continue
    for (const char of readFileSync(file, 'utf8')) {
      const code = char.codePointAt(0)!
      // Control characters (a file's line ends) are never drawn.
      if (code >= 0x20 && inRanges(code, face.range)) codes.add(code)
    }
  }
  return [...codes].sort((a, b) => a - b)
}

/** 'U+20-7E,U+A0-FF': the code points as CSS unicode-range runs. */
function unicodeRange(codes: readonly number[]): string {
  const runs: [number, number][] = []
  for (const code of codes) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  const hex = (n: number) => n.toString(16).toUpperCase()
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',')
}

function fallbackFaces(face: Face): string {
  const { fontFaces } = createFontStack(
    [face.metrics, ...fallbacks.map((fallback) => fallback.metrics)],
    { fontFaceFormat: 'styleObject' },
  )
  return fontFaces
    .map(({ '@font-face': rule }, n) => {
      const fallback = fallbacks[n]!
      return [
        '@font-face {',
        `  font-family: '${fallbackFamily(face, fallback.label)}';`,
        `  src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};`,
        `  ascent-override: ${rule.ascentOverride};`,
        `  descent-override: ${rule.descentOverride};`,
        ...(rule.lineGapOverride ? [`  line-gap-override: ${rule.lineGapOverride};`] : []),
        `  size-adjust: ${rule.sizeAdjust};`,
        '}',
      ].join('\n')
    })
    .join('\n')
}

async function subset(face: Face, files: readonly string[]) {
  const codes = charactersOf(face, files)
  const source = readFileSync(require.resolve(face.source))
  const woff2 = await subsetFont(source, String.fromCodePoint(...codes), {
    targetFormat: 'woff2',
    // The weights the site uses, 400 to 700; the rest of the axis is bytes no one sees.
    variationAxes: { wght: { min: 400, max: 700 } },
  })
  writeFileSync(join(out, `${face.name}.woff2`), woff2)
  const rule = [
    '@font-face {',
    `  font-family: '${face.family}';`,
    '  font-style: normal;',
    `  font-display: ${display(face)};`,
    '  font-weight: 400 700;',
    `  src: url('./${face.name}.woff2') format('woff2');`,
    `  unicode-range: ${unicodeRange(codes)};`,
    '}',
  ].join('\n')
  return { face, rule, bytes: woff2.length, before: source.length }
}

/**
 * How a face comes in. A Latin face swaps in when it arrives: its fallback (Arial's measure, or
 * Roboto's) is sized to it, so nothing moves. The Arabic face is optional: no local font with
 * Arabic letters can be sized to it (Arial's measure has none on most systems, and the letters
 * come from whichever font the system picks), so a swap after the first paint moved the Arabic
 * home page's hero by 33 px on a phone (layout shift 0.045, found by the route sweep's first-screen
 * check, once it ran in Arabic). Preloaded, it is in time on any but a slow first visit; on that
 * one the page keeps the system's Arabic letters, and the next page has the face from the cache.
 */
const display = (face: Face) => (face.script === 'arabic' ? 'optional' : 'swap')

/** A stack: each face, each with its fallbacks right after it, then the system's. */
const stack = (families: readonly string[]) =>
  [
    ...faces
      .filter((face) => families.includes(face.family))
      .flatMap((face) => [
        `'${face.family}'`,
        ...fallbacks.map((f) => `'${fallbackFamily(face, f.label)}'`),
      ]),
    "'Segoe UI'",
    'system-ui',
    'sans-serif',
  ].join(', ')

const started = performance.now()
mkdirSync(out, { recursive: true })
const files = ['content', 'messages', 'src'].flatMap(sourceFiles)
const made = await Promise.all(faces.map((face) => subset(face, files)))
const header = '/* Made by scripts/fonts/build.ts (npm run build:fonts): do not edit. */\n'
const css = (list: typeof made) =>
  list.map(({ face, rule }) => `${rule}\n${fallbackFaces(face)}`).join('\n')
const latin = made.filter(({ face }) => face.script === 'latin')
const arabic = made.filter(({ face }) => face.script === 'arabic')
writeFileSync(
  join(out, 'fonts.css'),
  `${header}${css(latin)}\n:root {\n` +
    `  --font-display: ${stack(['Space Grotesk Variable'])};\n` +
    `  --font-body: ${stack(['Inter Variable'])};\n}\n`,
)
// The Arabic build imports this after fonts.css: its stacks replace the Latin ones.
writeFileSync(
  join(out, 'fonts.ar.css'),
  `${header}${css(arabic)}\n:root {\n` +
    `  --font-display: ${stack(['Noto Sans Arabic Variable'])};\n` +
    `  --font-body: ${stack(['Noto Sans Arabic Variable'])};\n}\n`,
)
console.log(
  `fonts: ${made
    .map(
      ({ face, bytes, before }) =>
        `${face.name} ${(before / 1000).toFixed(0)} → ${(bytes / 1000).toFixed(1)} kB`,
    )
    .join(', ')} in ${Math.round(performance.now() - started)} ms`,
)
