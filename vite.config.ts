import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
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
}))
