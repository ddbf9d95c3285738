import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const wrapper = fileURLToPath(new URL('../src/lib/dev-xstate-react.ts', import.meta.url))

/**
 * Development and tests only: the site's modules that import '@xstate/react' get
 * src/lib/dev-xstate-react.ts instead, whose hooks pass every machine through the development
 * hooks (the inspector, the workbench). Left out of the production build, so components call the
 * library directly there and the bundle does not grow by a byte for the tools.
 */
export function devActorsPlugin(): Plugin {
  return {
    name: 'stemverse-dev-actors',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@xstate/react' || !importer) return null
      if (!importer.includes('/src/') || importer === wrapper) return null
      return wrapper
    },
  }
}
