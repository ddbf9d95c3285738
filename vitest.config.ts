import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { localePlugin, siteLocale } from './scripts/i18n/vite-locale'

export default defineConfig({
  plugins: [localePlugin(siteLocale()), react()],
  test: {
    environment: 'jsdom',
    include: ['tests/{machines,components,forms,content,scripts,server,i18n}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // PGlite starts in about a second, but on a busy 2-core machine it can take several.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
})
