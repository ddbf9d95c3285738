import { defineConfig } from 'vitest/config'

// `npm run screenshots`: every route at 390 px and 1280 px into screenshots/ (git-ignored),
// from the production build (run `npm run build` first).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/screenshots.capture.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
