// `npm run build:search` (after build:csp, before build:sw; scripts/build.ts): the site search's
// index of each language, from the prerendered pages (docs/search.md). Every page's `main` is cut
// into sections at its headings (src/search/sections.ts), read the way the browser will read a
// query (src/search/analyse.ts) and saved as Orama's data: dist/search-index.json,
// dist/es/search-index.json and so on for each language. Left out: pages that are not content
// (the proposal's placeholder, the offline and not-found pages, the search page itself) and the
// blog's lists, whose posts are indexed one by one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { stemmer as english } from '@orama/stemmers/english'
import {
  baseLocale,
  localeInfo,
  localizePath,
  locales,
  prefixedLocales,
  type Locale,
} from '../../content/locales'
import { paths, searchIndexPath } from '../../content/paths'
import type { LanguageStemmers } from '../../src/search/analyse'
import { buildIndex, type IndexedSection } from '../../src/search/engine'
import { kindOf, sectionsOf } from '../../src/search/sections'

const dist = process.argv[2] ?? 'dist'
/** A language's stemmers, as its build has them (src/search/stemmers.ts): from content/locales.ts. */
async function stemmersOf(locale: Locale): Promise<LanguageStemmers> {
  const module = localeInfo[locale].search.stemmer
  if (!module) return { en: english }
  const { stemmer } = (await import(module)) as { stemmer: (word: string) => string }
  return { en: english, page: stemmer }
}
const notIndexed = new Set<string>([
  paths.proposal,
  paths.offline,
  paths.notFound,
  paths.search,
  paths.blogs,
])
/** The pages of a language: its index.html files, as addresses without the prefix. */
function pagesOf(locale: Locale): { path: string; file: string }[] {
  const root = locale === baseLocale ? dist : join(dist, locale)
  const found: { path: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (dir === dist && (prefixedLocales as string[]).includes(entry.name)) continue
        walk(file)
      } else if (entry.name === 'index.html') {
        const path = '/' + relative(root, dir).split(sep).join('/')
        found.push({ path: path === '/' ? '/' : path.replace(/\/$/, ''), file })
      }
    }
  }
  walk(root)
  return found.filter(({ path }) => !notIndexed.has(path) && !path.startsWith('/blogs/category/'))
}

const started = performance.now()
const report: string[] = []
for (const locale of locales) {
  const sections: IndexedSection[] = []
  for (const { path, file } of pagesOf(locale)) {
    for (const section of sectionsOf(readFileSync(file, 'utf8'), locale)) {
      sections.push({ ...section, path, kind: kindOf(path, section.anchor) })
    }
  }
  const data = JSON.stringify(await buildIndex(locale, await stemmersOf(locale), sections))
  const out = join(dist, ...localizePath(searchIndexPath, locale).split('/'))
  writeFileSync(out, data)
  report.push(
    `${locale} ${sections.length} sections, ${Math.round(gzipSync(data).length / 1024)} kB gzip`,
  )
}
console.log(`search: ${report.join('; ')} in ${Math.round(performance.now() - started)} ms`)
