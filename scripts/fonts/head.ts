// How the prerendered pages load the fonts (scripts/prerender.ts): the `load` event, which ends the
// loader, waits for one face per language at most. A page preloads that face and inlines its
// @font-face rule with the rest of its CSS, with the fallback faces sized to match every face (local
// fonts: nothing to fetch). The other faces' rules are taken out of the inlined CSS and go into a
// stylesheet of their own that the page loads after `load`, so their files never hold it back.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '../../content/locales'
import { faces, preloadedFace } from './faces'

const fontFace = /@font-face\s*\{[^}]*\}/g
const familyOf = (rule: string) =>
  /font-family:\s*(?:"([^"]*)"|'([^']*)'|([^;}]+))/.exec(rule)?.slice(1).find(Boolean)?.trim()
const urlOf = (rule: string) => /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule)?.[1]

export type PageFonts = {
  /** The preload link for the language's face, for every page's head. */
  preload: string
  /** The page's CSS without the faces that load later. */
  withoutLateFaces: (css: string) => string
  /** The stylesheet with the faces that load later, if the language has any. */
  lateSheets: string[]
  /** The font files of those faces (the page fetches them ahead of the next page). */
  lateFonts: string[]
}

/**
 * Reads the @font-face rules of the language's built CSS (`css`, all of it), and writes the
 * stylesheet of the later faces into `dist/assets` (`base` is the language's prefix, '/es/').
 */
export function pageFonts(dist: string, base: string, locale: Locale, css: string): PageFonts {
  const rules = [...new Set(css.match(fontFace) ?? [])]
  // The language's own faces; another's (the Latin ones in the Arabic build) are never used.
  const ours = new Set(faces.filter((face) => face.locales.includes(locale)).map((f) => f.family))
  const family = (rule: string) => familyOf(rule) ?? ''
  const isLate = (rule: string) =>
    !rule.includes('local(') && ours.has(family(rule)) && family(rule) !== preloadedFace[locale]
  const isUnused = (rule: string) => !rule.includes('local(') && !ours.has(family(rule))
  const preloaded = rules.find((rule) => family(rule) === preloadedFace[locale])
  const href = preloaded && urlOf(preloaded)
  if (!href) throw new Error(`fonts: no @font-face for ${preloadedFace[locale]} in ${dist}/assets`)
  const late = rules.filter(isLate).join('')
  const name = `fonts-${createHash('sha256').update(late).digest('base64url').slice(0, 8)}.css`
  if (late) {
    mkdirSync(join(dist, 'assets'), { recursive: true })
    writeFileSync(join(dist, 'assets', name), late)
  }
  return {
    preload: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    withoutLateFaces: (text) =>
      text.replace(fontFace, (rule) => (isLate(rule) || isUnused(rule) ? '' : rule)),
    lateSheets: late ? [`${base}assets/${name}`] : [],
    lateFonts: [...new Set(rules.filter(isLate).flatMap((rule) => urlOf(rule) ?? []))],
  }
}
