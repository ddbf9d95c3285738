// Every `import()` of the browser's build goes through src/lib/reach-code.ts, in place of Vite's
// own preload helper: the files of an import are reached (fetched, or linked for a style sheet)
// before the browser's module loader sees it, so that an import that failed for the network can
// be tried again and work (docs/decisions/014-code-that-fails-to-load.md).
//
// Two things make it so:
// - the helper's virtual module (`\0vite/preload-helper.js`, whose `__vitePreload` Vite wraps
//   around every dynamic import) re-exports `loadReached` from src/lib/reach-code.ts;
// - the list of files Vite gives each import always names the imported chunk itself: Vite leaves
//   an import whose chunk needs nothing else with no list, and it would then be imported unreached.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const helperId = '\0vite/preload-helper.js'
/** The module that does the reaching (the build's helper chunk holds it). */
export const reachCodeModule = fileURLToPath(new URL('../src/lib/reach-code.ts', import.meta.url))

export function reachableImportsPlugin(): Plugin {
  return {
    name: 'stemverse-reachable-imports',
    apply: 'build',
    enforce: 'pre',
    config: (config) =>
      config.build?.ssr
        ? {}
        : {
            build: {
              // Merged with the configuration's own modulePreload options.
              modulePreload: {
                resolveDependencies: (file: string, deps: string[]) =>
                  deps.includes(file) ? deps : [file, ...deps],
              },
            },
          },
    resolveId: (id) => (id === helperId ? helperId : null),
    load: (id) =>
      id === helperId
        ? `export { loadReached as __vitePreload } from ${JSON.stringify(reachCodeModule)}`
        : null,
  }
}
