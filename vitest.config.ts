import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { localePlugin, siteLocale } from './scripts/i18n/vite-locale.ts'
import { devActorsPlugin } from './scripts/dev-actors-plugin.ts'

/**
 * The Node tests that must each have a module registry of their own: those that replace a module
 * (`vi.mock`), stub a global or the environment, reset the modules, or ask for jsdom in their
 * first line. Read from the files, so a new test that starts doing so is isolated by itself.
 */
function nodeTestsNeedingIsolation(dir = 'tests'): string[] {
  const asks = /vi\.(?:mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment jsdom/
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return path === join('tests', 'e2e') ? [] : nodeTestsNeedingIsolation(path)
    return entry.name.endsWith('.test.ts') && asks.test(readFileSync(path, 'utf8')) ? [path] : []
  })
}
const isolatedNodeTests = nodeTestsNeedingIsolation()

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
    // Guards against a hang, not measurements: a test that times something uses fake timers.
    // PGlite starts in about a second, but on a busy 2-core machine it can take several.
    hookTimeout: 60_000,
    testTimeout: 60_000,
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
      // The Node tests share their workers' modules (no isolation): each file importing the
      // service, Orama or PGlite afresh cost more than its tests (docs/testing.md). A file whose
      // tests change a module or a global runs in a registry of its own (above).
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', '**/node_modules/**', ...isolatedNodeTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: isolatedNodeTests.length ? isolatedNodeTests : ['no-such-file'],
        },
      },
    ],
  },
})
