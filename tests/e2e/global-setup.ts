import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

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
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_DIST: 'dist',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '10000',
      OUTBOX_READ_TOKEN: outboxToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await waitForUrl(server)
  const browser = await chromium
    .launchServer({ executablePath: chromiumPath, args: chromiumArgs })
    .catch((error: unknown) => {
      // Never leave the service behind.
      server.kill('SIGTERM')
      throw error
    })
  project.provide('baseUrl', url)
  project.provide('outboxToken', outboxToken)
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => {
        // Never leave a half-started service behind.
        server.kill('SIGKILL')
        reject(new Error(`The service did not start in 90 s:\n${output}`))
      },
      // PGlite and the blog load in about 5 s; a busy 2-core machine can take many times that.
      90_000,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Site and API at (http:\/\/\S+?)\/?$/m.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!.replace('localhost', '127.0.0.1'))
      }
    }
    server.stdout?.on('data', read)
    server.stderr?.on('data', read)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The service exited (${code}) before it started:\n${output}`))
    })
  })
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    outboxToken: string
    browserWsEndpoint: string
  }
}
