import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { baseLocale, localeInfo } from './content/locales.ts'
import { localePlugin, siteLocale } from './scripts/i18n/vite-locale.ts'
import { paraglideOptions } from './scripts/i18n/options.mjs'
import { devActorsPlugin } from './scripts/dev-actors-plugin.ts'
import { featureIndexPlugin } from './scripts/feature-index-plugin.ts'
import { buildTimeDataPlugin } from './scripts/build-time-data-plugin.ts'
import { reachCodeModule, reachableImportsPlugin } from './scripts/reachable-imports-plugin.ts'
import { parseSiteUrl } from './src/seo/site-url.ts'

export default defineConfig(({ command, isSsrBuild, mode }) => {
  // A malformed SITE_URL stops the build here, before anything is written (docs/seo.md).
  parseSiteUrl(process.env.SITE_URL ?? loadEnv(mode, process.cwd(), 'SITE_URL').SITE_URL)
  return config(isSsrBuild, command === 'build')
})

// One build per language of content/locales.ts (scripts/i18n/vite-locale.ts): English at the
// root, each other under its prefix (/es/, …), each with its own assets, manifest and shell.
const locale = siteLocale()
const prefix = localeInfo[locale].prefix

// When the site was built: one moment for every language's browser and prerender bundles, so
// that each page's HTML and its woken app agree on whether the grant's round is open
// (src/grant/round.ts). BUILD_TIME builds the site as of another moment (.env.example).
const buildTime = (process.env.BUILD_TIME ??= new Date().toISOString())

const config = (isSsrBuild: boolean | undefined, building: boolean) => ({
  base: `${prefix}/`,
  define: { __BUILD_TIME__: JSON.stringify(buildTime) },
  // VITE_* for the site's settings; SITE_URL (the public origin) for canonical URLs and Open Graph.
  envPrefix: ['VITE_', 'SITE_URL'],
  plugins: [
    // The messages are compiled once: by each build in turn, or by the English development server
    // (scripts/dev.mjs runs one per language, and the others read what it writes).
    ...(building || locale === baseLocale ? [paraglideVitePlugin(paraglideOptions)] : []),
    localePlugin(locale),
    // Every import() reaches its files before the module loader sees it, so that one that failed
    // for the network can be tried again (src/lib/reach-code.ts).
    reachableImportsPlugin(),
    // Modules that only compute data from a large source ship as the data they compute (the
    // pages' code only: the prerender runs them as written).
    ...(isSsrBuild
      ? []
      : [
          buildTimeDataPlugin(
            fileURLToPath(new URL('.', import.meta.url)),
            [
              'content/syllabus/summary.ts',
              // The blog's words: the Arabic count their figures with the wording helpers, which
              // the blog's pages then need not fetch.
              'content/pages/blogs.ts',
              'src/proposal/proposal-facts.ts',
              'src/components/country-select/country-names.ts',
            ],
            () => [localePlugin(locale)],
          ),
        ]),
    // An import of a feature's index becomes imports of the modules it names.
    featureIndexPlugin(fileURLToPath(new URL('.', import.meta.url))),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // A route's loader travels with its page: it holds the page's head (title, description,
      // structured data), whose words would otherwise sit in the code every page loads.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    // The development tools' seam in components (scripts/dev-actors-plugin.ts): never built.
    ...(building ? [] : [devActorsPlugin()]),
    ...(locale === baseLocale ? [workbench()] : []),
  ],
  build: {
    manifest: true,
    // The artwork is fetched as files, never inlined: every one is listed in the code every page
    // loads (src/components/art/art.ts), so six small world icons inlined there cost each page
    // about 3 kB of gzip it mostly never draws.
    assetsInlineLimit: (file: string) => (file.includes('/assets/art/') ? false : undefined),
    sourcemap: false,
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: every browser that runs es2022 modules either
    // supports it (Chromium, Safari 17+, Firefox 115+) or loads the same modules through their
    // imports a little later. The polyfill cost every page about 0.5 kB of gzip in its first load.
    modulePreload: { polyfill: false },
    // The code every page wakes with comes in three files, not twenty-odd (each one a request and
    // a task of its own): the entry, the libraries it needs (React, the router) and the app's
    // part of it. Everything else is split by Rolldown as it sees fit (routes, sections, dialogs).
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups() } } } }),
    // The prerender build (src/entry-prerender.tsx) needs only its code, not a copy of public/.
    // Public files are served from the root for every language: the English build copies them.
    copyPublicDir: !isSsrBuild && locale === baseLocale,
    outDir: isSsrBuild ? `dist-ssr${prefix}` : `dist${prefix}`,
    // The other languages' builds live inside dist/ and must not empty it.
    emptyOutDir: locale === baseLocale,
  },
  server: {
    // English on 5173; the development server (scripts/dev.mjs) starts one per language.
    port: Number(process.env.VITE_PORT ?? 5173),
    // The local service (npm run dev starts it): the site calls /api on its own origin.
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? '8787'}`,
      // The other languages' development servers, when scripts/dev.mjs started them.
      ...(locale === baseLocale ? languageProxies(process.env.VITE_LOCALE_PORTS) : {}),
    },
  },
  preview: { port: 4173 },
})

/**
 * The code a page wakes with (src/main.tsx imports it in steps) in three chunks, not twenty-odd
 * (each one a request and a task of its own): React, the router and its libraries, and the app's
 * own modules. Everything else is split by Rolldown as it sees fit (routes, sections, dialogs).
 */
function firstLoadGroups() {
  type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }
  type Context = { getModuleInfo: (id: string) => Info | null }
  const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
  const appConfig = fileURLToPath(new URL('./src/config.ts', import.meta.url))
  let reachable: Set<string> | null = null
  // What the entry's steps import, and everything those import statically.
  const firstLoad = (ctx: Context) => {
    if (reachable) return reachable
    reachable = new Set()
    // From the steps only: what the entry imports statically stays in the entry's own chunk,
    // which must not evaluate the app before the entry has run.
    const queue = [...(ctx.getModuleInfo(entry)?.dynamicallyImportedIds ?? [])]
    while (queue.length) {
      const id = queue.pop()!
      if (reachable.has(id)) continue
      reachable.add(id)
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
    return reachable
  }
  const kind = (id: string) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
      ? 'react'
      : /[\\/]node_modules[\\/]/.test(id)
        ? 'router'
        : 'app'
  // The bundler's own helpers (virtual modules, '\0…') go apart: the entry's steps need them
  // before any of the three, and would otherwise evaluate the app's chunk with them.
  const group = (name: 'react' | 'router' | 'app') => (id: string, ctx: Context) =>
    id !== entry && !id.startsWith('\0') && firstLoad(ctx).has(id) && kind(id) === name
      ? name
      : null
  return [
    {
      name: 'helpers',
      test: (id: string) => id.startsWith('\0vite/') || id === reachCodeModule,
      priority: 4,
    },
    // The validation library, a chunk of its own: a form needs it, and not the request library.
    // Together in one chunk (as they once were, to spare the pages that use both a file), a
    // form on a page's first screen fetched ky's 6 kB gzip with it and put short pages (the
    // offline page, /search) over their budget.
    {
      name: 'valibot',
      test: (id: string) => /[\\/]node_modules[\\/]valibot[\\/]/.test(id),
      priority: 0,
    },
    // The request library and the configuration it reads stay one chunk, whoever imports them.
    {
      name: 'distribution',
      test: (id: string) => /[\\/]node_modules[\\/]ky[\\/]/.test(id) || id === appConfig,
      priority: 0,
    },
    ...(['react', 'router', 'app'] as const).map((name, n) => ({
      name: group(name),
      debugName: name,
      priority: 3 - n,
    })),
  ]
}

/**
 * Development only (`apply: 'serve'`): the machine workbench (src/workbench) at /__workbench/.
 * It is its own page with its own entry, which no build has as an input, so not a byte of it
 * reaches the production bundle (scripts/budget.mjs checks for its name in every chunk).
 */
function workbench(): Plugin {
  return {
    name: 'stemverse-workbench',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/__workbench(\/|\/?\?.*)?$/.test(request.url)) {
          request.url = '/src/workbench/index.html'
        }
        next()
      })
    },
  }
}

/** '^/es(/|$)' to the Spanish development server, from VITE_LOCALE_PORTS='es:5174,ar:5175'. */
function languageProxies(ports: string | undefined) {
  return Object.fromEntries(
    (ports ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':'))
      .map(([code, port]) => [`^/${code}(/|$)`, { target: `http://localhost:${port}`, ws: true }]),
  )
}
