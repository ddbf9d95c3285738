import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
