// How a card's text is set: the script of its language, how wide a line is drawn, and how a title
// is broken into lines that fit.
import { Resvg } from '@resvg/resvg-js'
import { localeInfo, type Locale } from '../../content/locales'
import { xmlEscape } from '../../src/blog/feeds'
import { fontOptions } from './fonts'
import { svgOpen } from './svg'

/**
 * How a card's text is set in its language. Right to left, each line is one isolated right-to-left
 * run (U+2067 … U+2069): resvg lays out a line left to right whatever its `direction`, but it
 * honours the isolate, so the words and a name in Latin letters come in the right order.
 */
export type Script = { family: string; rtl: boolean }
export const latin: Script = { family: "'Space Grotesk'", rtl: false }
export const scriptOf = (locale: Locale): Script =>
  localeInfo[locale].dir === 'rtl'
    ? { family: "'Noto Sans Arabic', 'Space Grotesk'", rtl: true }
    : latin
export const isolate = (text: string, script: Script) => (script.rtl ? `\u2067${text}\u2069` : text)

export type Weight = 500 | 700

/** How wide a line of text is drawn, in pixels. */
export function textWidth(text: string, size: number, weight: Weight, script: Script): number {
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
  options: { size: number; weight: Weight; width: number; maxLines: number; script?: Script },
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
