// A missing translation fails here, not as a blank on the page. Every content module
// that holds words has a Spanish and an Arabic sibling (x.es.ts, x.ar.ts) with the same exports,
// the same shape and no text left in English; every message has all three languages.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../content/locales'
import { compareContent, stillEnglish } from './compare'

/** Content without words to translate, or kept in English on purpose (marked lang="en"). */
const languageNeutral = new Set([
  'content/types.ts',
  'content/locales.ts',
  'content/paths.ts',
  // Figures and settings (content/facts.ts): each language's site.ts writes them in its words.
  'content/facts.ts',
  // Intl formatting per language: numbers, money, percents and dates, no words.
  'content/format.ts',
  // The worlds' ids, names, addresses and counters: each language's worlds.ts words them.
  'content/world-facts.ts',
  // The blog categories' slugs and order: each language's blog-categories.ts names them.
  'content/blog-category-facts.ts',
  // What the service worker keeps and for how long: the privacy notice words it per language.
  'content/device-facts.ts',
  // The enquiry queue's retry timings.
  'content/queue.ts',
  'content/syllabus-paths.ts',
  'content/eligible-countries.ts',
  // Curriculum topic titles exist only in English: the pages mark them lang="en".
  'content/syllabus/australia.ts',
  'content/syllabus/cambridge.ts',
  'content/syllabus/ib.ts',
  'content/syllabus/india.ts',
  'content/syllabus/uk.ts',
  'content/syllabus/us.ts',
  'content/syllabus/index.ts',
  // Counted from the lists, with their first topics: English too.
  'content/syllabus/summary.ts',
  // The site search's words (stop words, synonyms, a sample query): one module holds every
  // language's, by language.
  'content/search-words.ts',
  // The trust center's types: the shapes its words take, no words.
  'content/trust-types.ts',
])

const modules = import.meta.glob<Record<string, unknown>>('../../content/**/*.ts')
const name = (key: string) => relative('../..', key).replace(/^(\.\.\/)+/, '')
const variant = new RegExp(`\\.(${locales.join('|')})\\.ts$`)
const english = Object.keys(modules).filter((key) => !variant.test(key))
const other = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')

describe('content in every language', () => {
  for (const key of english) {
    const file = name(key)
    if (languageNeutral.has(file)) continue
    for (const locale of other) {
      it(`${file} has a ${locale} translation with the same shape`, async () => {
        const variantKey = key.replace(/\.ts$/, `.${locale}.ts`)
        const load = modules[variantKey]
        expect(load, `${file.replace(/\.ts$/, `.${locale}.ts`)} is missing`).toBeDefined()
        const [en, translated] = await Promise.all([modules[key]!(), load!()])
        expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort())
        expect(compareContent(en, translated, locale)).toEqual([])
      })
    }
  }
})

describe('messages in every language', () => {
  const read = (locale: Locale) => {
    const { $schema: _schema, ...messages } = JSON.parse(
      readFileSync(`messages/${locale}.json`, 'utf8'),
    ) as Record<string, string>
    return messages
  }
  const en = read('en')
  const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()
  // The forms for one and two may leave the number out, in a language that says it in the word
  // (Arabic سنة واحدة, 'one year', and the dual سنتان, 'two years'); no other parameter may go.
  const sameParameters = (key: string, base: string[], translated: string[]) => {
    const optional = /_(one|two)$/.test(key) ? ['count'] : []
    return (
      translated.join() === base.join() ||
      translated.join() === base.filter((name) => !optional.includes(name)).join()
    )
  }
  for (const locale of other) {
    it(`messages/${locale}.json has every message, with the same parameters, in ${locale}`, () => {
      const translated = read(locale)
      const problems: string[] = []
      for (const [key, text] of Object.entries(en)) {
        const value = translated[key]
        if (value === undefined || !value.trim()) problems.push(`${key}: missing`)
        else if (!sameParameters(key, params(text), params(value)))
          problems.push(`${key}: parameters differ`)
        else if (stillEnglish(text, value, locale))
          problems.push(`${key}: still English: "${value}"`)
      }
      for (const key of Object.keys(translated))
        if (!(key in en)) problems.push(`${key}: not in English`)
      expect(problems).toEqual([])
    })
  }
})
