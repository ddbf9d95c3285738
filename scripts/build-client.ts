// `npm run build:client`: Vite's builds of every language, in this process through Vite's
// JavaScript API (docs/i18n.md). For each language, the browser's build (dist/, dist/es/,
// dist/ar/: English first, since it empties dist/) and the prerender's server build of
// src/entry-prerender.tsx (dist-ssr/, dist-ssr/es/, dist-ssr/ar/). vite.config.ts is read again
// for each build with SITE_LOCALE set to its language; its plugins generate the route tree
// (@tanstack/router-plugin) and compile the messages (Paraglide's plugin) as they go.
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { locales } from '../content/locales'

const started = performance.now()
for (const locale of locales) {
  process.env.SITE_LOCALE = locale
  await build({ logLevel: 'warn' })
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-prerender.tsx' } })
}
delete process.env.SITE_LOCALE
console.log(
  `client: ${locales.length} languages, browser and prerender builds, in ${Math.round((performance.now() - started) / 1000)} s`,
)
// Run alone, the process ends here: Paraglide's compiler leaves timers behind (scripts/build.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(0)
