import { defineConfig } from 'vitest/config'

// Browser tests: Debian's Chromium driven by playwright-core against the production build.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Every limit here is a guard against a hang, never a measurement: a test waits for events
    // and states, and a machine twice as slow (or busy beside the run) only takes longer.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    expect: { poll: { timeout: 20_000 } },
  },
})
