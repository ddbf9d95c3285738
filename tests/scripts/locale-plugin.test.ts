// The language plugin's share of the list (scripts/i18n/vite-locale.ts): the modules it makes from
// a language's entry, and the entry's build-only fields left out of the pages' code.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeInfo, locales } from '../../content/locales'
import { localePlugin } from '../../scripts/i18n/vite-locale'

type Hook = (...args: unknown[]) => unknown
const hook = (
  plugin: ReturnType<typeof localePlugin>,
  name: 'config' | 'transform' | 'load' | 'resolveId',
) => plugin[name] as Hook

function pagesCodeOfList(command: 'build' | 'serve', ssr = false) {
  const plugin = localePlugin('fr')
  hook(plugin, 'config')({}, { command, mode: 'production' })
  const file = `${process.cwd()}/content/locales.ts`
  const result = hook(plugin, 'transform')(readFileSync(file, 'utf8'), file, { ssr }) as {
    code: string
  } | null
  return result?.code ?? null
}

describe('the list in the pages’ code', () => {
  it('leaves out what only the build reads, and keeps what the pages read', () => {
    const code = pagesCodeOfList('build')!
    for (const locale of locales) {
      const { countryNames, readIn, search } = localeInfo[locale]
      expect(code).not.toContain(`'${countryNames}'`)
      expect(code).not.toContain(`'${readIn}'`)
      if (search.stemmer) expect(code).not.toContain(`'${search.stemmer}'`)
      expect(code).toContain(`name: '${localeInfo[locale].name}'`)
      expect(code).toContain(`ogLocale: '${localeInfo[locale].ogLocale}'`)
    }
    expect(code).not.toMatch(/^\s+script: '\w+',$/m)
    expect(code).toMatch(/normaliser: 'arabic'/)
  })

  it('is the list as written for the prerender, the tests and the development server', () => {
    expect(pagesCodeOfList('build', true)).toBeNull()
    expect(pagesCodeOfList('serve')).toBeNull()
  })

  it('makes the modules the list names: the readIn of every language, each in itself', async () => {
    const plugin = localePlugin('fr')
    const resolve = hook(plugin, 'resolveId')
    const id = (await resolve.call(
      { resolve: async () => null },
      'site-language/read-in',
      '/x/src/blog/post-language.tsx',
      {},
    )) as string
    const code = hook(plugin, 'load')(id) as string
    for (const locale of locales) expect(code).toContain(localeInfo[locale].readIn)
  })
})
