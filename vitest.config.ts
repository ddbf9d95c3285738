import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['tests/{machines,components,forms,content,scripts,server,i18n}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // The messages compiled (src/paraglide) when missing or older than messages/*.json.
    globalSetup: ['tests/compile-messages.ts'],
    restoreMocks: true,
    // PGlite starts in about a second, but on a busy 2-core machine it can take several.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
})
