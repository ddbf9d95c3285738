// Modules that only compute data ship as the data they compute (scripts/build-time-data-plugin.ts):
// the build's value must be the very value the module makes, in the build's language, and a
// module that exports anything JSON would change must stop the build.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { asLiterals, buildTimeDataPlugin } from '../../scripts/build-time-data-plugin'
import { localePlugin } from '../../scripts/i18n/vite-locale'
import { syllabi } from '../../content/syllabus'
import { syllabusSummaries } from '../../content/syllabus/summary'
import countries from 'i18n-iso-countries'
import spanish from 'i18n-iso-countries/langs/es.json'
import french from 'i18n-iso-countries/langs/fr.json'
import type { Locale } from '../../content/locales'
import { curriculumNames } from '../../src/proposal/proposal-facts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const files = ['src/components/country-select/country-names.ts', 'src/proposal/proposal-facts.ts']

/** What the build's `load` gives for a file, and the value its code evaluates to. */
async function built(
  file: string,
  locale: Locale,
): Promise<{ code: string | null; exports: Record<string, unknown> }> {
  const plugin = buildTimeDataPlugin(root, files, () => [localePlugin(locale)])
  const load = plugin.load as (id: string) => Promise<string | null>
  const buildEnd = plugin.buildEnd as () => Promise<void>
  try {
    const code = await load.call({}, `${root}${file}`)
    if (!code) return { code, exports: {} }
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    return { code, exports: (await import(/* @vite-ignore */ url)) as Record<string, unknown> }
  } finally {
    await buildEnd.call({})
  }
}

describe('data made at build time', () => {
  it('is the names the module makes, in the language of its build, without the library', async () => {
    countries.registerLocale(spanish)
    countries.registerLocale(french)
    for (const [locale, germany] of [
      ['es', 'Alemania'],
      ['fr', 'Allemagne'],
    ] as const) {
      const { code, exports } = await built(files[0]!, locale)
      const names = exports.countryNames as Record<string, string>
      expect(names).toEqual(countries.getNames(locale, { select: 'official' }))
      expect(names.DE).toBe(germany)
      expect(code).not.toContain('import')
      expect(code).not.toContain('registerLocale')
    }
  })

  it('takes the words of the build’s language, not the source’s default', async () => {
    const english = await built(files[1]!, 'en')
    const spanish = await built(files[1]!, 'es')
    expect(english.exports.curriculumNames).toEqual(curriculumNames)
    expect(spanish.exports.curriculumNames).not.toEqual(curriculumNames)
    expect(Object.keys(spanish.exports.curriculumNames as object)).toEqual(
      Object.keys(curriculumNames),
    )
    expect(spanish.exports.features).toEqual(expect.arrayContaining([expect.any(Object)]))
  })

  it('leaves every other module as it is', async () => {
    expect((await built('src/proposal/proposal-names.ts', 'en')).code).toBeNull()
  })

  it('refuses what JSON would change', () => {
    expect(() => asLiterals('x.ts', { when: new Date(0) })).toThrow(/when is not plain data/)
    expect(() => asLiterals('x.ts', { count: () => 1 })).toThrow(/count is not plain data/)
    expect(() => asLiterals('x.ts', { item: { figure: undefined } })).toThrow(/item/)
    expect(asLiterals('x.ts', { default: [1, 'two'], names: { A: 'α' } })).toBe(
      'export default [1,"two"]\nexport const names = {"A":"α"}',
    )
  })
})

describe('a curriculum’s summary', () => {
  it('counts every topic of every list, and names the first three', () => {
    expect(syllabusSummaries.map((summary) => summary.key)).toEqual(syllabi.map((s) => s.key))
    for (const [n, syllabus] of syllabi.entries()) {
      expect(syllabusSummaries[n]!.groups).toEqual(
        syllabus.groups.map((group) => ({
          subject: group.subject,
          topics: group.topics.length,
          examples: group.topics.slice(0, 3),
        })),
      )
    }
  })
})
