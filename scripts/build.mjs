#!/usr/bin/env node
// `npm run build`: the whole site, once per language (docs/i18n.md). English is written to dist/
// (and first, since it empties dist/), Spanish to dist/es/ and Arabic to dist/ar/, each with its
// own scripts, manifest and pages; the prerender build of each language goes to dist-ssr[/<locale>].
// Then the files shared by every language: Open Graph images, sitemap and feeds, the pages'
// security policies and the compressed twins.
import { execFileSync } from 'node:child_process'

const locales = ['en', 'es', 'ar']
const dir = (root, locale) => (locale === 'en' ? root : `${root}/${locale}`)

function run(command, args, env = {}) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
}
const tsx = (script, ...args) => run('node', ['--import', 'tsx', script, ...args])

const started = performance.now()
run('npx', ['tsr', 'generate'])
run('node', ['scripts/i18n/compile.mjs'])
tsx('scripts/fonts/build.ts')
for (const locale of locales) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { SITE_LOCALE: locale })
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-prerender.tsx'], {
    SITE_LOCALE: locale,
  })
}
for (const locale of locales) {
  tsx('scripts/prerender.ts', dir('dist', locale), dir('dist-ssr', locale), locale)
}
tsx('scripts/og-images.mjs')
tsx('scripts/seo-files.mjs')
tsx('scripts/csp.ts')
// The web app manifests and the service workers, whose precache lists the pages' final files.
tsx('scripts/sw/build.mjs')
run('node', ['scripts/precompress.mjs'])
console.log(`build: three languages in ${Math.round((performance.now() - started) / 1000)} s`)
