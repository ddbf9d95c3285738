// Words a native reader stumbles on, held once fixed (docs/i18n.md, "Glossary"): the French say
// the learners' ages, not a school year that France numbers the other way; the Spanish and Arabic
// deadline includes its day ("by", not "before").
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type * as english from '../../content/site'

type Site = typeof english

/** Every string of a value, however deep, with where it is. */
function stringsOf(value: unknown, path: string, out: [string, string][] = []) {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out)
  return out
}

/** A language's words: every string of its content modules and of its messages. */
function wordsOf(modules: Record<string, Record<string, unknown>>, locale: string) {
  const content = Object.entries(modules).flatMap(([key, module]) =>
    stringsOf(module, relative('../..', key).replace(/^(\.\.\/)+/, '')),
  )
  const messages = Object.entries(
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>,
  ).map(([key, text]): [string, string] => [`messages/${locale}.json ${key}`, text])
  return [...content, ...messages]
}

const french = wordsOf(
  import.meta.glob<Record<string, unknown>>('../../content/**/*.fr.ts', { eager: true }),
  'fr',
)
const spanish = wordsOf(
  import.meta.glob<Record<string, unknown>>('../../content/**/*.es.ts', { eager: true }),
  'es',
)
const arabic = wordsOf(
  import.meta.glob<Record<string, unknown>>('../../content/**/*.ar.ts', { eager: true }),
  'ar',
)
const sites = import.meta.glob<Site>('../../content/site.*.ts', { eager: true })

/**
 * The words just before each mention of the deadline (its date as the language writes it, or the
 * messages' {deadline}), where words come before it.
 */
function beforeDeadline(words: [string, string][], deadline: string) {
  return words.flatMap(([where, text]) =>
    [deadline, '{deadline}'].flatMap((mark) =>
      text
        .split(mark)
        .slice(0, -1)
        .map((before): [string, string] => [where, before.slice(-30)])
        .filter(([, before]) => before.trim()),
    ),
  )
}

describe('French', () => {
  it('says the learners’ ages (de 10 à 18 ans), never a school year (5e, 12e année)', () => {
    const years = french.filter(([, text]) => /(?:\d+|\})e\s+année/u.test(text))
    expect(years).toEqual([])
  })
})

describe('the grant’s deadline includes its day', () => {
  it('in Spanish: “a más tardar el”, never “antes del” or “hasta el”', () => {
    const mentions = beforeDeadline(spanish, sites['../../content/site.es.ts']!.grant.deadlineLabel)
    expect(mentions.filter(([, before]) => /\b(?:antes del?|hasta el)\s*$/u.test(before))).toEqual(
      [],
    )
    expect(mentions.some(([, before]) => /a más tardar el\s*$/u.test(before))).toBe(true)
  })

  it('in Arabic: في موعد أقصاه, never قبل or بحلول or حتى', () => {
    const mentions = beforeDeadline(arabic, sites['../../content/site.ar.ts']!.grant.deadlineLabel)
    expect(mentions.filter(([, before]) => /(?:قبل|بحلول|حتى)\s*$/u.test(before))).toEqual([])
    expect(mentions.some(([, before]) => /في موعد أقصاه\s*$/u.test(before))).toBe(true)
  })
})
