#!/usr/bin/env node
// The first-load JavaScript of every route, from the build's manifest: the entry, what it wakes
// the app with (its steps' imports) and the route's own chunk, with everything they import
// statically, in gzip. What a browser really fetches, before `load` and until it settles, is
// scripts/load-budget.mjs; this one catches a change that grows any route's first load, and fails
// if a development tool reaches a production chunk. The figures and their history:
// docs/performance.md. It also holds what a language's first site search downloads (the search's
// code and its index, docs/search.md) under 150 kB gzip.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { baseLocale, localeInfo, locales } from '../content/locales.ts'

const HOME_BUDGET = 131_000
const ROUTE_BUDGET = 159_000
const FIRST_QUERY_BUDGET = 150_000
// `npm run budget -- [dist] [--json file] [--compare file]`: --json writes every route's exact
// bytes per language; --compare prints each route's change in bytes against such a file (how the
// workbench's "not a byte more" is shown: docs/machines/index.md).
const args = process.argv.slice(2)
const option = (name) => {
  const at = args.indexOf(name)
  return at === -1 ? undefined : args.splice(at, 2)[1]
}
const jsonOut = option('--json')
const compareWith = option('--compare')
const root = args[0] ?? 'dist'
const languages = locales.map((locale) => [
  locale,
  locale === baseLocale ? root : join(root, locale),
])
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
let failed = false

function checkLanguage(language, dist) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  } catch {
    console.error(`budget: no ${dist}/.vite/manifest.json; run \`npm run build\` first`)
    process.exit(1)
  }
  const gzipSizes = new Map()
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) {
      gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    }
    return gzipSizes.get(file)
  }
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    if (chunk.file.endsWith('.js')) into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
    return into
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) {
    console.error(`budget: the ${language} manifest has no entry chunk`)
    process.exit(1)
  }
  // The entry wakes the app in steps (src/main.tsx): what each step imports is first-load code.
  const entryFiles = closure(entryKey)
  for (const step of manifest[entryKey].dynamicImports ?? []) closure(step, entryFiles)
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && /tsr-split=[^&]*component/.test(key))
    .map((key) => {
      const files = closure(key, new Set(entryFiles))
      const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0)
      const route = key
        .replace('src/routes/', '/')
        .replace(/\?.*$/, '')
        .replace(/\.tsx$/, '')
        .replace(/\/index$/, '/')
        .replace(/^\/\/$/, '/')
      return { route, bytes }
    })
    .sort((a, b) => b.bytes - a.bytes)
  const home = routes.find((r) => r.route === '/')
  const firstQuery = firstQueryBytes(manifest, entryFiles, dist, gzipSize)
  const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipSize(file), 0)
  const prefix = localeInfo[language].prefix
  console.log(`First-load JavaScript (gzip), ${language}: entry ${kb(entryBytes)}`)
  for (const { route, bytes } of routes) {
    const limit = route === '/' ? HOME_BUDGET : ROUTE_BUDGET
    const ok = bytes <= limit
    if (!ok) failed = true
    console.log(
      `${ok ? '  ok  ' : ' OVER '} ${(prefix + route).padEnd(40)} ${kb(bytes).padStart(9)} / ${kb(limit)}`,
    )
  }
  {
    const ok = firstQuery.bytes <= FIRST_QUERY_BUDGET
    if (!ok) failed = true
    console.log(
      `${ok ? '  ok  ' : ' OVER '} ${`${prefix}/ first site search`.padEnd(40)} ${kb(firstQuery.bytes).padStart(9)} / ${kb(FIRST_QUERY_BUDGET)} (index ${kb(firstQuery.index)})`,
    )
  }
  if (!home) {
    console.error(`budget: no chunk for the ${language} home route`)
    process.exit(1)
  }
  // Development tools must never reach the production bundle.
  // String literals that survive minification: the router devtools' storage key and button label,
  // the inspector's home address, and the machine workbench's title and its stand-ins' wording (src/workbench).
  const devOnly = [
    'tanstackRouterDevtoolsActiveTab',
    'Open TanStack Router Devtools',
    'stately.ai',
    'Machine workbench',
    'as chosen on the workbench',
  ]
  const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of assets) {
    const code = readFileSync(join(dist, 'assets', file), 'utf8')
    for (const marker of devOnly) {
      if (code.includes(marker)) {
        failed = true
        console.error(`budget: ${language} ${file} contains the development-only ${marker}`)
      }
    }
  }
  return { language, home: home.bytes, chunks: assets.length, routes }
}

/**
 * What the first site search downloads, from any page's header: the search's code (the dialog's
 * chunk, src/search/index.ts, and what src/search loads on intent: Orama and the stemmers), less
 * what the page already holds, and the language's index. The /search page fetches less: its own
 * chunk came with the page.
 */
function firstQueryBytes(manifest, entryFiles, dist, gzipSize) {
  const key = 'src/search/index.ts'
  if (!manifest[key]) {
    console.error(`budget: ${key} is not a chunk of ${dist}`)
    process.exit(1)
  }
  const files = new Set()
  const visit = (at) => {
    const chunk = manifest[at]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const later of chunk.dynamicImports ?? [])
      if (later.startsWith('src/search/')) visit(later)
  }
  visit(key)
  const code = [...files]
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .reduce((sum, file) => sum + gzipSize(file), 0)
  const index = gzipSize('search-index.json')
  return { bytes: code + index, index }
}

const results = languages.map(([language, dist]) => checkLanguage(language, dist))
const exact = Object.fromEntries(
  results.map((r) => [r.language, Object.fromEntries(r.routes.map((x) => [x.route, x.bytes]))]),
)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(exact, null, 2) + '\n')
if (compareWith) {
  const before = JSON.parse(readFileSync(compareWith, 'utf8'))
  let same = 0
  for (const [language, routes] of Object.entries(exact)) {
    for (const [route, bytes] of Object.entries(routes)) {
      const was = before[language]?.[route]
      if (was === bytes) same++
      else console.log(`budget: ${language} ${route} ${was ?? 'new'} → ${bytes} bytes`)
    }
  }
  console.log(
    `budget: ${same} of ${results.reduce((n, r) => n + r.routes.length, 0)} routes' first-load bytes are exactly as in ${compareWith}`,
  )
}
console.log(
  failed
    ? 'budget: over budget'
    : `budget: within budget (home ${results.map((r) => `${r.language} ${kb(r.home)}`).join(', ')} of ${kb(HOME_BUDGET)}); no development tools in ${results.map((r) => r.chunks).join(' + ')} production chunks`,
)
process.exit(failed ? 1 : 0)
