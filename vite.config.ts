import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
// With its extension, as Vite's native config loader will need; tsc wants none (TS5097).
// @ts-expect-error TS5097: allowImportingTsExtensions is off for the project
import { parseSiteUrl } from './src/seo/site-url.ts'

export default defineConfig(({ isSsrBuild, mode }) => {
  // A malformed SITE_URL stops the build here, before anything is written (docs/seo.md).
  parseSiteUrl(process.env.SITE_URL ?? loadEnv(mode, process.cwd(), 'SITE_URL').SITE_URL)
  return config(isSsrBuild)
})

const config = (isSsrBuild: boolean | undefined) => ({
  // VITE_* for the site's settings; SITE_URL (the public origin) for canonical URLs and Open Graph.
  envPrefix: ['VITE_', 'SITE_URL'],
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // A route's loader travels with its page: it holds the page's head (title, description,
      // structured data), whose words would otherwise sit in the code every page loads.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The prerender build (src/entry-prerender.tsx) needs only its code, not a copy of public/.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    // The local service (npm run dev starts it): the site calls /api on its own origin.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '8787'}` },
  },
  preview: { port: 4173 },
})
