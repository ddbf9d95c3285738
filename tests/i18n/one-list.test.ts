// One list of languages (content/locales.ts): no code outside it names a language. A language's
// code written as a string ('es', or its address '/es/'), in a list ('en,es') or as a pattern's
// alternative (/(es|ar)/)
// in src/, server/, schemas/, machines/ or scripts/ is a place a new language would have to be
// added by hand. The content and the messages are each language's own and are not scanned;
// each other exception is in ./language-literals.allowed.ts with its reason.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../content/locales'
import { allowed } from './language-literals.allowed'
import { findLanguageCodes } from './language-literals'

const scanned = ['src', 'server', 'schemas', 'machines', 'scripts']
/** Made from the messages by Paraglide (scripts/i18n/compile.mjs): the messages, not code. */
const generated = /^src\/paraglide\//

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(?:ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

describe('one list of languages', () => {
  it('no code outside content/locales.ts names a language', () => {
    const found = scanned
      .flatMap(sourceFiles)
      .filter((file) => !generated.test(file))
      .flatMap((file) => findLanguageCodes(file, locales))
      .filter(
        ({ file, literal }) =>
          !allowed.some((entry) => entry.file === file && entry.literal === literal),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text}`)
    expect(found).toEqual([])
  })

  it('every exception is still needed, and says why', () => {
    for (const entry of allowed) {
      expect(entry.why.length, `${entry.file}: a reason`).toBeGreaterThan(20)
      const still = findLanguageCodes(entry.file, locales).some((f) => f.literal === entry.literal)
      expect(still, `${entry.file} no longer names '${entry.literal}': drop its exception`).toBe(
        true,
      )
    }
  })

  it('fails on a module that names languages (the fixture)', () => {
    const found = findLanguageCodes('tests/i18n/fixtures/names-languages.ts', locales)
    expect(found.map(({ line, literal }) => `${line}: ${literal}`)).toEqual([
      '3: en',
      '3: es',
      '4: es',
      '5: es',
      '6: es',
      '7: ar',
      '8: fr',
    ])
  })

  it('the inlang settings list the same languages', () => {
    const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
      baseLocale: string
      locales: string[]
    }
    expect(settings.locales).toEqual(locales)
    expect(settings.baseLocale).toBe(locales[0])
  })
})
