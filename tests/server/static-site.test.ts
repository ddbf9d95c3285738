// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db'
import { openTestDb, testApp } from './harness'

let db: Db
let dispose: () => Promise<void>
let api: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  ;({ db, dispose } = await openTestDb())
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'blog'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}')
  writeFileSync(join(dist, 'blog', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  api = await testApp(db, { distDir: dist })
})
afterAll(() => dispose())

describe('the built site', () => {
  it('serves hashed assets with their content type, cached for a year', async () => {
    const js = await api.get('/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toMatch(/javascript/)
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const css = await api.get('/assets/index-abc123.css')
    expect(css.headers.get('content-type')).toMatch(/text\/css/)
  })

  it('serves other static files with a short cache', async () => {
    const svg = await api.get('/blog/banner.svg')
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(svg.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it.each(['/', '/svs', '/blogs/some-post', '/CountryList'])(
    'answers the client route %s with the index, never cached',
    async (path) => {
      const page = await api.get(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toContain('<div id="root">')
    },
  )

  it.each(['/assets/missing-123.js', '/missing.png', '/blog/missing.svg'])(
    'is a real 404 for the missing file %s',
    async (path) => {
      expect((await api.get(path)).status).toBe(404)
    },
  )

  it('keeps the API in front of the site', async () => {
    expect((await api.get('/api/blog/category')).headers.get('content-type')).toMatch(/json/)
    expect((await api.get('/api/unknown')).status).toBe(404)
  })
})
