// @vitest-environment node
// The conformance report's remarks in every language: the report (content/acr/stemverse.yaml)
// stays one document in English, and each other language's translations of its remarks are
// content (content/acr-notes.<language>.ts), each beside a hash of the English it translates.
// This fails when a remark has no translation in a language, when a translation's criterion has
// no remark, and when the English remark has changed since it was translated.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { acrNotes as englishNotes, type AcrNote } from '../../content/acr-notes'
import { english, locales } from '../../content/locales'
import { acrCriteria } from '../../src/trust/acr'
import { acrSourcePath } from '../../src/trust/paths'

const { criteria } = acrCriteria(parse(readFileSync(acrSourcePath, 'utf8')))
const translations = import.meta.glob<{ acrNotes: Readonly<Record<string, AcrNote>> }>(
  '../../content/acr-notes.*.ts',
  { eager: true },
)

/** What content/acr-notes*.ts keeps of an English remark: its SHA-256's first eight hex digits. */
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8)

/** Every way a language's translations have drifted from the report's remarks. */
function drift(
  report: readonly { num: string; notes: string }[],
  notes: Readonly<Record<string, AcrNote>>,
): string[] {
  const remarks = new Map(report.filter((c) => c.notes.trim()).map((c) => [c.num, c.notes]))
  const problems: string[] = []
  for (const [num, text] of remarks) {
    const translated = notes[num]
    if (!translated) problems.push(`${num}: no translation (English hash ${hashOf(text)})`)
    else if (!translated.text.trim()) problems.push(`${num}: empty translation`)
    else if (translated.en !== hashOf(text))
      problems.push(
        `${num}: the English remark changed since it was translated ` +
          `(hash ${translated.en}, now ${hashOf(text)}): translate it again`,
      )
  }
  for (const num of Object.keys(notes))
    if (!remarks.has(num)) problems.push(`${num}: translated, but the report has no remark for it`)
  return problems
}

describe('the conformance report’s remarks in every language', () => {
  it('reads English from the report itself', () => {
    expect(englishNotes).toEqual({})
  })

  for (const locale of locales.filter((code) => code !== english)) {
    it(`${locale}: translates every remark of the report, from its English as it stands`, () => {
      const module = translations[`../../content/acr-notes.${locale}.ts`]
      expect(module, `content/acr-notes.${locale}.ts is missing`).toBeDefined()
      expect(drift(criteria, module!.acrNotes)).toEqual([])
    })
  }

  it('fails on a missing, a stale and a stray translation', () => {
    const report = [
      { num: '1.1.1', notes: 'Images have text alternatives.' },
      { num: '1.2.1', notes: 'The trailers are silent.' },
      { num: '1.2.2', notes: '' },
    ]
    const notes = {
      '1.1.1': { text: 'Les images ont une alternative.', en: hashOf('Images have text.') },
      '1.2.2': { text: 'Rien à sous-titrer.', en: hashOf('') },
    }
    expect(drift(report, notes)).toEqual([
      `1.1.1: the English remark changed since it was translated (hash ${hashOf('Images have text.')}, now ${hashOf('Images have text alternatives.')}): translate it again`,
      `1.2.1: no translation (English hash ${hashOf('The trailers are silent.')})`,
      '1.2.2: translated, but the report has no remark for it',
    ])
    expect(
      drift(report.slice(0, 1), {
        '1.1.1': { text: 'Les images ont une alternative.', en: hashOf(report[0]!.notes) },
      }),
    ).toEqual([])
  })
})
