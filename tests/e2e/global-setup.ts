import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { startService } from '../../scripts/service-process.mjs'

/**
 * Starts the local service in production mode for the browser tests: the built site from dist/
 * and the API on one port, with a fresh in-memory database loaded with the real blog posts. The
 * outbox is read with a token made for the run (`inject('outboxToken')`, see readOutbox).
 * And one Chromium for every test file, which each connects to (`inject('browserWsEndpoint')`,
 * see setupBrowser) instead of starting its own: every file gets its own contexts in it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('Browser tests run against the production build: run `npm run build` first.')
  }
  const outboxToken = randomBytes(24).toString('base64url')
  const server = await startService({
    dist: 'dist',
    env: { RATE_LIMIT_PER_MINUTE: '10000', OUTBOX_READ_TOKEN: outboxToken },
  })
  const browser = await chromium
    .launchServer({
      executablePath: chromiumPath,
      // The IP geolocation service (a third party on the internet) resolves to nothing: the site
      // falls back to its default currency at once (tests/e2e/browser.ts).
      args: [...chromiumArgs, '--host-resolver-rules=MAP ipapi.co ~NOTFOUND'],
    })
    .catch(async (error: unknown) => {
      // Never leave the service behind.
      await server.stop()
      throw error
    })
  project.provide('baseUrl', server.url)
  project.provide('outboxToken', outboxToken)
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    outboxToken: string
    browserWsEndpoint: string
  }
}
