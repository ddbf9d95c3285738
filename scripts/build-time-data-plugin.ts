// Some modules only compute data from a much larger source: each language's country names from
// i18n-iso-countries (the library and its code tables, about 9.6 kB of gzip, for a 2.3 kB map of
// names), each curriculum's topic counts and first topics from the six topic lists (11 kB), the
// few sections the proposal takes from four pages' content. In the build each such module is
// replaced by what it exports, evaluated once: a page downloads the data, not what made it. In the
// tests and on the development server the same modules run as written, so every check sees the
// very values the build emits.
//
// The modules are evaluated by Vite itself, with the build's language plugin, so a module that
// imports a page's words gets that language's (scripts/i18n/vite-locale.ts). A module named here
// must export plain data only (what JSON keeps as it is): the build fails on anything else rather
// than emit a different value.
import { resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { createServer, type Plugin, type PluginOption, type ViteDevServer } from 'vite'
import { prefixedLocales } from '../content/locales.ts'

/** The statements that export `exports` as literals; throws on anything JSON would change. */
export function asLiterals(file: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value)
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
        throw new Error(`${file}: ${name} is not plain data, so it cannot be made at build time`)
      }
      return name === 'default' ? `export default ${json}` : `export const ${name} = ${json}`
    })
    .join('\n')
}

/**
 * Replaces each of `files` (relative to `root`) by its exports, evaluated with `plugins` (the
 * build's language plugin), in the build only. A file's language siblings (`x.es.ts` for `x.ts`,
 * which a language's build loads in its place) are replaced as well.
 */
export function buildTimeDataPlugin(
  root: string,
  files: readonly string[],
  plugins: () => PluginOption[],
): Plugin {
  const wanted = new Set(
    files.flatMap((file) => [
      resolve(root, file),
      ...prefixedLocales.map((code) => resolve(root, file.replace(/\.(tsx?)$/, `.${code}.$1`))),
    ]),
  )
  let evaluator: Promise<ViteDevServer> | undefined
  return {
    name: 'build-time-data',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id
      if (!wanted.has(file)) return null
      evaluator ??= createServer({
        configFile: false,
        root,
        plugins: plugins(),
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      const exports = (await (await evaluator).ssrLoadModule(file)) as Record<string, unknown>
      return asLiterals(file, { ...exports })
    },
    async buildEnd() {
      const server = await evaluator
      evaluator = undefined
      await server?.close()
    },
  }
}
