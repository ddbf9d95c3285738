// `npm run build`: the whole site, in one process, as the named steps below; each is also an npm
// script of its own (`npm run build:client`, ...) that runs that step alone, in this order:
//   build:fonts     the fonts, cut to the characters the site writes (scripts/fonts/build.ts);
//   build:client    Vite's builds of every language, browser and prerender (build-client.ts),
//                   whose plugins also generate the route tree and compile the messages;
//   build:prerender every page of every language as HTML, with the blog read from its Markdown
//                   (prerender.ts): no database, no server;
//   build:og        the link preview cards (og-images.mjs);
//   build:seo       sitemap.xml, robots.txt and the feeds (seo-files.mjs);
//   build:csp       each page's Content-Security-Policy, from its inline hashes (csp.ts);
//   build:search    the site search's index of each language, from the pages (search/build.ts);
//   build:sw        the web app manifests and each language's service worker, with Workbox's
//                   precache list of that language's final files (sw/build.mjs);
//   build:compress  Brotli and gzip copies of every text file (precompress.mjs).
// A step runs when its module is imported; each reads what the steps before it wrote.
import { locales } from '../content/locales'

const steps: [name: string, run: () => Promise<unknown>][] = [
  ['fonts', () => import('./fonts/build')],
  ['client', () => import('./build-client')],
  ['prerender', () => import('./prerender')],
  ['og', () => import('./og-images.mjs')],
  ['seo', () => import('./seo-files.mjs')],
  ['csp', () => import('./csp')],
  ['search', () => import('./search/build')],
  ['sw', () => import('./sw/build.mjs')],
  ['compress', () => import('./precompress.mjs')],
]

// React's and the router's production builds, for Vite and for the prerender alike.
process.env.NODE_ENV = 'production'
const started = performance.now()
const times: string[] = []
for (const [name, run] of steps) {
  const start = performance.now()
  await run()
  times.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`)
}
console.log(
  `build: ${locales.length} languages in ${Math.round((performance.now() - started) / 1000)} s (${times.join(', ')})`,
)
// Paraglide's compiler (run by its Vite plugin) leaves 30-second timers behind in the inlang
// SDK that would hold the process open for nothing (scripts/i18n/compile.mjs says more).
process.exit(0)
