// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/security/csp'
import { serverForFile } from './harness'

let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-sw-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"StemVerse"}')
  for (const language of ['es', 'ar']) {
    mkdirSync(join(dist, language))
    writeFileSync(join(dist, language, 'sw.js'), '/* worker */')
    writeFileSync(join(dist, language, 'manifest.webmanifest'), '{}')
  }
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const server = serverForFile({ options: () => ({ distDir: dist }) })

describe('the service workers and web app manifests', () => {
  it('serves each language’s worker uncached, as JavaScript, bound by its own policy', async () => {
    for (const path of ['/sw.js', '/es/sw.js', '/ar/sw.js']) {
      const answer = await server.api.get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type'), path).toMatch(/javascript/)
      expect(answer.headers.get('cache-control'), path).toBe('no-cache')
      const policy = answer.headers.get('content-security-policy') ?? ''
      expect(policy, path).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'")
      expect(policy).not.toMatch(/unsafe/)
      // Each worker stays in its own folder: no wider scope is granted.
      expect(answer.headers.get('service-worker-allowed')).toBeNull()
    }
  })

  it('serves the manifests as web app manifests, with the policy of any file', async () => {
    for (const path of ['/manifest.webmanifest', '/ar/manifest.webmanifest']) {
      const answer = await server.api.get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type'), path).toMatch(/application\/manifest\+json/)
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('does not treat another script called sw.js as a worker', async () => {
    const answer = await server.api.get('/blog/sw.js')
    expect(answer.status).toBe(404)
  })
})

describe('the pages’ policy', () => {
  it('lets a page start a worker and read a manifest from this origin only, and nothing unsafe', () => {
    const policy = contentSecurityPolicy(
      { api: '', email: '', geolocation: '', schedulingWidget: '', schedulingPage: '' },
      { scripts: ['abc'], styles: [], styleAttributes: [] },
    )
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ')
        return [name, sources.join(' ')]
      }),
    )
    expect(directives['worker-src']).toBe("'self'")
    expect(directives['manifest-src']).toBe("'self'")
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  })
})
