// @vitest-environment node
// The documents name the site's languages as content/locales.ts lists them. README.md and every
// page of docs/ (the decision records aside: they say what was true when they were written):
// - the README's sentence of what the site speaks names every language and its address;
// - a sentence that lists three or more of the site's languages lists them all, so that a fifth
//   language added to content/locales.ts fails here until the documents say so; or it says it
//   names a sample, "three of the four languages", whose count is the list's.
// Tables are left alone (the glossary in docs/i18n.md compares two languages a row), as are
// sentences naming one or two, which may be about those alone ("the Arabic stemmer").
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, localeInfo, locales } from '../../content/locales'
import { documents } from './documents'

const root = resolve(__dirname, '../..')

/** Each language's English name, as a reader of these documents calls it. */
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' })
const named = locales.map((code) => ({ code, name: englishNames.of(code)! }))

const counts = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
/** What a sentence says when it names some of the languages on purpose: 'of the four languages'. */
const sample = new RegExp(`\\bof the ${counts[locales.length]} languages\\b`)

/** The prose of a document, one sentence an item: code blocks, tables and headings left out. */
export function sentences(text: string): string[] {
  return text
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => !/^\s*(\||#)/.test(line))
    .join('\n')
    .split(/\n\s*\n|(?<=[.!?])\s+(?=[A-Z`(])|\n\s*[-*] /)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The languages a sentence names, by their English names as whole words. */
export function languagesIn(sentence: string): string[] {
  return named
    .filter(({ name }) => new RegExp(`\\b${name}\\b`).test(sentence))
    .map(({ code }) => code)
}

describe('the languages the documents name', () => {
  it('reads each language’s name from content/locales.ts', () => {
    expect(named.map(({ name }) => name)).toEqual(['English', 'Spanish', 'Arabic', 'French'])
  })

  it('finds a list that leaves a language out, and passes one that names them all', () => {
    const lists = sentences(
      'The site speaks English, Spanish and Arabic. It is in English.\n\n' +
        '| English | Spanish | Arabic |\n\nEnglish, Spanish, Arabic and French, all four.',
    ).map(languagesIn)
    expect(lists).toEqual([['en', 'es', 'ar'], ['en'], ['en', 'es', 'ar', 'fr']])
    expect(sample.test('In three of the four languages (English, Arabic and French).')).toBe(true)
  })

  it('README.md says what the site speaks: every language, with its address', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
    const speaks = sentences(readme).find((sentence) => /^The site speaks /.test(sentence))
    expect(speaks, 'README.md: "The site speaks …"').toBeDefined()
    for (const { code, name } of named) {
      const address = `/${code === baseLocale ? '' : `${localeInfo[code].prefix.slice(1)}/`}svs`
      expect(speaks, `README.md names ${name} and ${address}`).toContain(name)
      expect(speaks).toContain(`\`${address}\``)
    }
  })

  it('every sentence that lists three or more of the languages lists them all', () => {
    const short = documents.flatMap((file) =>
      sentences(readFileSync(file, 'utf8'))
        .filter((sentence) => {
          const found = languagesIn(sentence).length
          return found >= 3 && found < locales.length && !sample.test(sentence)
        })
        .map((sentence) => `${relative(root, file)}: ${sentence.slice(0, 160)}`),
    )
    expect(short).toEqual([])
  })
})
