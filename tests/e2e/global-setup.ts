import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview } from 'vite'

/** Serves the production build in `dist/` for the browser tests, on a free port. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('Browser tests run against the production build: run `npm run build` first.')
  }
  const server = await preview({
    preview: { port: 0, strictPort: false, open: false },
    logLevel: 'warn',
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The preview server did not report its address')
  project.provide('baseUrl', url.replace(/\/$/, ''))
  return async () => {
    await server.close()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
