// The site's three typefaces: where each comes from, which characters it may hold, and what the
// browser shows until it arrives. Read by the font build (scripts/fonts/build.ts) and by the
// prerender (scripts/prerender.ts), which preloads one face per language (docs/performance.md).
import type { FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import inter from '@capsizecss/metrics/inter'
import notoSansArabic from '@capsizecss/metrics/notoSansArabic'
import roboto from '@capsizecss/metrics/roboto'
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk'
import { localeInfo, locales, type Locale, type LocaleInfo } from '../../content/locales'

export type Face = {
  /** The CSS family name, as the stacks in tokens.css name it. */
  family: string
  /** The generated file's name (src/styles/fonts/generated/<name>.woff2). */
  name: string
  /** The variable font it is cut from (one script's range of a @fontsource package). */
  source: string
  /** Code points the face may cover: what the site writes outside them falls to the next face. */
  range: readonly (readonly [number, number])[]
  /** Always kept, whatever the site writes today: what a visitor or a new post may type. */
  always: readonly (readonly [number, number])[]
  /** The script it draws (content/locales.ts: each language names its script). */
  script: LocaleInfo['script']
  /** The languages whose pages use the face, those in its script; it is cut to the characters their files hold. */
  locales: readonly Locale[]
  metrics: FontMetrics
}

const latinRange = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
] as const
// Printable ASCII and Latin-1: every Latin letter, digit and sign a form or a post may hold.
const latinAlways = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
] as const

/** The languages written in a script. */
const inScript = (script: LocaleInfo['script']) =>
  locales.filter((locale) => localeInfo[locale].script === script)

export const faces: readonly Face[] = [
  {
    family: 'Inter Variable',
    name: 'inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    range: latinRange,
    always: latinAlways,
    script: 'latin',
    locales: inScript('latin'),
    metrics: inter,
  },
  {
    family: 'Space Grotesk Variable',
    name: 'space-grotesk',
    source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    range: latinRange,
    always: latinAlways,
    script: 'latin',
    locales: inScript('latin'),
    metrics: spaceGrotesk,
  },
  {
    family: 'Noto Sans Arabic Variable',
    name: 'noto-sans-arabic',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    range: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x200c, 0x200e],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfefc],
    ],
    // The Arabic letters, their marks, digits and punctuation.
    always: [
      [0x060c, 0x060c],
      [0x061b, 0x061b],
      [0x061f, 0x063a],
      [0x0640, 0x0655],
      [0x0660, 0x066d],
      [0x200c, 0x200e],
    ],
    script: 'arabic',
    locales: inScript('arabic'),
    metrics: notoSansArabic,
  },
]

/**
 * The face each language preloads, the one font its first screen waits for, by its script: the
 * body's in Latin script. The display face is fetched once the page has woken and applied with the
 * visitor's next page (src/lib/late-styles.ts): until then its fallback, sized to match it, sets
 * the headings, and nothing moves on the page being read. The Arabic pages use the Arabic face
 * alone: its Latin letters (a name, a figure) are the system's, sized like Inter, since a Latin
 * face arriving late would move the Arabic lines they sit in.
 */
const preloadedInScript: Record<LocaleInfo['script'], string> = {
  latin: 'Inter Variable',
  arabic: 'Noto Sans Arabic Variable',
}
export const preloadedFace = Object.fromEntries(
  locales.map((locale) => [locale, preloadedInScript[localeInfo[locale].script]]),
) as Record<Locale, string>

/**
 * The local fonts a face's fallback is drawn with until it arrives, with the metrics its size and
 * line are adjusted by: Arial and the fonts made to its measure (Liberation Sans on Linux, Arimo,
 * Helvetica), and Roboto on Android.
 */
export const fallbacks = [
  {
    label: 'Arial',
    metrics: arial,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
  },
  { label: 'Roboto', metrics: roboto, local: ['Roboto', 'Roboto-Regular'] },
] as const

/** The family name of a face's fallback on one local font. */
export const fallbackFamily = (face: Face, label: string) => `${face.family} Fallback ${label}`
