import { paraglideVitePlugin } from '@inlang/paraglide-js'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
// With its extension, as Vite's native config loader will need; tsc wants none (TS5097).
// @ts-expect-error TS5097: allowImportingTsExtensions is off for the project
import { localePlugin, siteLocale } from './scripts/i18n/vite-locale.ts'
// @ts-expect-error TS5097: allowImportingTsExtensions is off for the project
import { devActorsPlugin } from './scripts/dev-actors-plugin.ts'
// @ts-expect-error TS7016: a plain module of the build scripts
import { paraglideOptions } from './scripts/i18n/options.mjs'

export default defineConfig({
  // The messages compiled and each language's modules swapped in, as in the build (docs/i18n.md).
  // The development tools' seam, as on the development server (scripts/dev-actors-plugin.ts).
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    localePlugin(siteLocale()),
    react(),
    devActorsPlugin(),
  ],
  test: {
    setupFiles: ['tests/setup.ts'],
    // The messages compiled (src/paraglide) when missing or older than messages/*.json.
    globalSetup: ['tests/compile-messages.ts'],
    restoreMocks: true,
    // PGlite starts in about a second, but on a busy 2-core machine it can take several.
    hookTimeout: 30_000,
    testTimeout: 15_000,
    // Both cores: Vitest's default leaves one idle on a 2-core machine, and most files wait on
    // nothing but the CPU.
    maxWorkers: 2,
    // Only the components need a DOM; jsdom costs about half a second per file that starts it.
    // A file elsewhere that parses markup asks for it (`// @vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{machines,forms,content,scripts,server,i18n,house}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
