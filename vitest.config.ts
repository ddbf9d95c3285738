import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { localePlugin, siteLocale } from './scripts/i18n/vite-locale.ts'
import { devActorsPlugin } from './scripts/dev-actors-plugin.ts'

export default defineConfig({
  // Each language's modules swapped in, as in the build (docs/i18n.md); the messages are compiled
  // by the global setup, in a process of its own, not by Paraglide's plugin in this one.
  // The development tools' seam, as on the development server (scripts/dev-actors-plugin.ts).
  plugins: [localePlugin(siteLocale()), react(), devActorsPlugin()],
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
    // A DOM by file name: a component test (.tsx) runs in jsdom, everything else in Node, since
    // jsdom costs about half a second per file that starts it. A file may ask for the other one in
    // its first line (`// @vitest-environment jsdom` or `node`).
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['tests/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', '**/node_modules/**'],
        },
      },
    ],
  },
})
