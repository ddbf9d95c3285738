// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverForFile } from './harness'

let dist: string

const policies = {
  '/': "default-src 'none'; script-src 'self' 'sha256-home'",
  '/svs': "default-src 'none'; script-src 'self' 'sha256-svs'",
  '404.html': "default-src 'none'; script-src 'self' 'sha256-notfound'",
  'shell.html': "default-src 'none'; script-src 'self' 'sha256-shell'",
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'svs'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"><h1>Home</h1></div>')
  writeFileSync(join(dist, 'svs', 'index.html'), '<!doctype html><div id="root"><h1>S</h1></div>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><div id="root"><h1>404</h1></div>')
  writeFileSync(join(dist, 'shell.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist, 'csp.json'), JSON.stringify(policies))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const server = serverForFile({ options: () => ({ distDir: dist }) })

const report = (overrides: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': 'https://stemverse.example/svs?email=someone%40school.example#x',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?token=secret',
    'source-file': 'https://stemverse.example/assets/index.js',
    'line-number': 12,
    'column-number': 3,
    'script-sample': '',
    disposition: 'enforce',
    ...overrides,
  },
})

const postReport = (body: unknown, type = 'application/csp-report', client = '10.0.0.1') =>
  server.api.app.request('/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': type, 'x-test-client': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('Content-Security-Policy', () => {
  it('reads the policies from csp.json but does not serve it; each page still carries its own', async () => {
    for (const path of ['/csp.json', '/csp.json.br', '/csp.json.gz']) {
      const answer = await server.api.get(path)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toBe('Not found')
    }
    expect((await server.api.get('/svs')).headers.get('content-security-policy')).toBe(
      policies['/svs'],
    )
  })

  it('answers each page with its own policy, and the not-found page and shell with theirs', async () => {
    expect((await server.api.get('/')).headers.get('content-security-policy')).toBe(policies['/'])
    expect((await server.api.get('/svs')).headers.get('content-security-policy')).toBe(
      policies['/svs'],
    )
    expect((await server.api.get('/svs/')).headers.get('location')).toBe('/svs')
    const missing = await server.api.get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(policies['404.html'])
  })

  it('answers the API with a policy that allows nothing', async () => {
    const health = await server.api.get('/api/health')
    expect(health.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })
})

describe('POST /api/csp-report', () => {
  it('stores a report without its query strings, and answers 204', async () => {
    const response = await postReport(report())
    expect(response.status).toBe(204)
    const rows = await server.db.query<Record<string, unknown>>(
      'select document_path, directive, blocked, source, line from csp_reports',
    )
    expect(rows.at(-1)).toEqual({
      document_path: '/svs',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      source: 'https://stemverse.example/assets/index.js',
      line: 12,
    })
    expect(JSON.stringify(rows)).not.toMatch(/someone|secret/)
  })

  it('takes the Reporting API’s shape too', async () => {
    const response = await postReport(
      [
        {
          type: 'csp-violation',
          body: {
            documentURL: 'https://stemverse.example/blogs',
            effectiveDirective: 'style-src-attr',
            blockedURL: 'inline',
            lineNumber: 1,
          },
        },
      ],
      'application/reports+json',
    )
    expect(response.status).toBe(204)
    const rows = await server.db.query<{ directive: string }>(
      `select directive from csp_reports where document_path = '/blogs'`,
    )
    expect(rows).toEqual([{ directive: 'style-src-attr' }])
  })

  it('refuses what is not a report, too large, or of another type, with a clear message', async () => {
    expect((await postReport('{not json')).status).toBe(400)
    expect((await postReport({ hello: 'world' })).status).toBe(400)
    expect((await postReport(report({ 'line-number': 'NaN', 'document-uri': 7 }))).status).toBe(204)
    // A sample cut at its limit in the middle of an emoji is still stored.
    expect((await postReport(report({ 'script-sample': 'x'.repeat(99) + '🧪' }))).status).toBe(204)
    const big = await postReport(report({ 'script-sample': 'x'.repeat(9000) }))
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: 'A CSP report is at most 8 kB' })
    const wrongType = await postReport(report(), 'text/plain')
    expect(wrongType.status).toBe(415)
  })

  it('keeps a line or column number too large for its column as unknown, not a 500 (found by fuzzing)', async () => {
    const response = await postReport(
      report({
        'document-uri': 'https://x.example/huge',
        'line-number': 2 ** 31,
        'column-number': 2 ** 53 - 1,
      }),
    )
    expect(response.status).toBe(204)
    const rows = await server.db.query<{ line: number | null; column_number: number | null }>(
      `select line, column_number from csp_reports where document_path = '/huge'`,
    )
    expect(rows).toEqual([{ line: null, column_number: null }])
  })

  it('limits reports per address on their own counter, not the forms’', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 62; n++)
      statuses.push((await postReport(report(), undefined, '10.9.9.9')).status)
    expect(statuses.filter((s) => s === 204)).toHaveLength(60)
    expect(statuses.at(-1)).toBe(429)
    // The same address may still send a form.
    const form = await server.api.app.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client': '10.9.9.9' },
      body: JSON.stringify({}),
    })
    expect(form.status).toBe(400)
  })

  it('counts reports, not requests: 60 reports in requests of 20 are taken, one more is a 429', async () => {
    const batch = (path: string, n: number) =>
      Array.from({ length: n }, () => ({
        type: 'csp-violation',
        body: { documentURL: `https://stemverse.example/${path}`, effectiveDirective: 'img-src' },
      }))
    const send = (path: string, n: number, client: string) =>
      postReport(batch(path, n), 'application/reports+json', client)
    const rows = async (path: string) =>
      (await server.db.query(`select 1 from csp_reports where document_path = $1`, [`/${path}`]))
        .length
    // At the limit: three requests of 20 are 60 reports, all kept; the next report is refused.
    const at = []
    for (const n of [20, 20, 20, 1]) at.push((await send('at-limit', n, '10.7.0.1')).status)
    expect(at).toEqual([204, 204, 204, 429])
    expect(await rows('at-limit')).toBe(60)
    // One past: 41 reports, then a request of 20 that would make 61 stores none of them.
    const past = []
    for (const n of [20, 20, 1, 20]) past.push((await send('past-limit', n, '10.7.0.2')).status)
    expect(past).toEqual([204, 204, 204, 429])
    expect(await rows('past-limit')).toBe(41)
    const refused = await send('past-limit', 1, '10.7.0.2')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({
      message: 'Too many CSP reports from your address (at most 60 a minute)',
    })
  })

  it('stores an address at most 2,000 characters long after encoding, never cut inside a character', async () => {
    const stored = async (path: string) =>
      (
        await server.db.query<{ blocked: string }>(
          'select blocked from csp_reports where document_path = $1',
          [`/${path}`],
        )
      )[0]!.blocked
    const send = (path: string, blocked: string) =>
      postReport({
        'csp-report': { 'document-uri': `https://x.example/${path}`, 'blocked-uri': blocked },
      })
    // 18 + 1,970 + 12 (the emoji's escapes) is exactly 2,000 once encoded: kept whole.
    const base = 'https://e.example/'
    const atCap = `${base}${'a'.repeat(1970)}😀`
    expect((await send('cap-at', atCap)).status).toBe(204)
    expect(await stored('cap-at')).toBe(`${base}${'a'.repeat(1970)}%F0%9F%98%80`)
    expect((await stored('cap-at')).length).toBe(2000)
    // One letter more is 2,001: the emoji, which no longer fits whole, goes.
    expect((await send('cap-past', `${base}${'a'.repeat(1971)}😀`)).status).toBe(204)
    expect(await stored('cap-past')).toBe(`${base}${'a'.repeat(1971)}`)
    // The 1,982 emoji once stored as 23,802 characters.
    expect((await send('cap-emoji', `${base}${'😀'.repeat(1982)}`)).status).toBe(204)
    const emoji = await stored('cap-emoji')
    expect(emoji.length).toBeLessThanOrEqual(2000)
    expect(decodeURI(emoji)).toBe(`${base}${'😀'.repeat(Math.floor((2000 - base.length) / 12))}`)
  })

  it('has no way to read reports back', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await server.api.app.request('/api/csp-report', { method })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/evil|script-src/)
    }
  })
})
