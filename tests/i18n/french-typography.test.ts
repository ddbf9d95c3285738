// French punctuation, as a French reader expects it and as the Imprimerie nationale sets it: a
// no-break space (U+00A0) before a colon; a narrow no-break space (U+202F) before ; ! ? and
// inside « ». Never an ordinary space, which would let a line break before the sign, and never
// nothing. Addresses, e-mail addresses and clock times keep their own signs.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/**
 * What is not prose: addresses, e-mail addresses, clock times and ratios, paths with a query, and the
 * service's technical answers: an HTTP header as it is written ('Content-Type: application/json',
 * 'Authorization: Bearer …') and a list of the signs a key may hold ('. _ : -').
 */
const notProse = new RegExp(
  [
    /\b[a-z][a-z+.-]*:\/\/\S+/,
    /\bmailto:\S+/,
    /[^\s@]+@[^\s@]+\.[a-z]{2,}/,
    // Clock times and ratios (10:30, 4,5:1).
    /\b\d+(?:,\d+)?:\d+\b/,
    /(?:^|\s)\/\S*\?\S*/,
    /\b(?:(?:[A-Z][a-z]+-)+[A-Z][a-z]+|Authorization): \S+/,
    /(?:[._:-] ){2,}[._:-]/,
  ]
    .map((part) => part.source)
    .join('|'),
  'g',
)

/** The places a text breaks the rules, with a few characters around each. */
export function frenchTypography(text: string): string[] {
  const prose = text.replace(notProse, ' ')
  const problems: string[] = []
  const around = (i: number) => JSON.stringify(prose.slice(Math.max(0, i - 15), i + 5))
  for (let i = 0; i < prose.length; i++) {
    const char = prose[i]!
    const before = prose[i - 1]
    const after = prose[i + 1]
    if (char === ':' && before !== NBSP) problems.push(`no U+00A0 before ':' in ${around(i)}`)
    if ((char === ';' || char === '!' || char === '?') && before !== NNBSP)
      problems.push(`no U+202F before '${char}' in ${around(i)}`)
    if (char === '«' && after !== NNBSP) problems.push(`no U+202F after '«' in ${around(i)}`)
    if (char === '»' && before !== NNBSP) problems.push(`no U+202F before '»' in ${around(i)}`)
  }
  return problems
}

/** Every string of a module's exports, with where it is. */
function stringsOf(value: unknown, path: string, out: [string, string][] = []) {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out)
  return out
}

/** Values that are addresses or names of things, not prose. */
const technical =
  /\.(?:id|key|kind|modal|variant|theme|art|to|href|path|slug|src|poster|icon|code)$/

describe('French typography', () => {
  it('fails on what a French reader would not accept', () => {
    expect(frenchTypography('Date : 12 mars')).toHaveLength(1)
    expect(frenchTypography('Vraiment?')).toHaveLength(1)
    expect(frenchTypography(`«${NNBSP}Texte »`)).toHaveLength(1)
    expect(
      frenchTypography(`Date${NBSP}: écrivez à info@stemverse.example à 10:30${NNBSP}!`),
    ).toEqual([])
    expect(frenchTypography('Voir https://example.org/a?b=1 et /proposal?c=2')).toEqual([])
    expect(frenchTypography('avec Content-Type: application/json')).toEqual([])
  })

  it('messages/fr.json', () => {
    const messages = JSON.parse(readFileSync('messages/fr.json', 'utf8')) as Record<string, string>
    const problems = Object.entries(messages)
      .filter(([key]) => key !== '$schema')
      .flatMap(([key, text]) => frenchTypography(text).map((problem) => `${key}: ${problem}`))
    expect(problems).toEqual([])
  })

  const modules = import.meta.glob<Record<string, unknown>>('../../content/**/*.fr.ts')
  for (const [key, load] of Object.entries(modules)) {
    const file = relative('../..', key).replace(/^(\.\.\/)+/, '')
    it(file, async () => {
      const problems = stringsOf(await load(), '')
        .filter(([path]) => !technical.test(path))
        .flatMap(([path, text]) => frenchTypography(text).map((problem) => `${path}: ${problem}`))
      expect(problems).toEqual([])
    })
  }
})
