import { defineConfig } from 'vitest/config'

// Browser tests: Debian's Chromium driven by playwright-core against the production build.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // A page that fetches after a click can take more than a second on a busy 2-core machine;
    // polls that test a timing set their own, shorter limit.
    expect: { poll: { timeout: 5000 } },
  },
})
