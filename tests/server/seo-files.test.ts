// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db'
import { blogFeed, robotsTxt, rssXml, sitemapXml } from '../../src/blog/feeds'
import { testApp } from './harness'

// What scripts/og-images.mjs and scripts/seo-files.mjs add to dist, served by the service. These
// files never reach the database: a stand-in that refuses every query keeps the test quick.
const refuse = () => Promise.reject(new Error('this test has no database'))
const db: Db = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: refuse }
let api: Awaited<ReturnType<typeof testApp>>
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-seo-'))
  mkdirSync(join(dist, 'blogs'))
  mkdirSync(join(dist, 'og', 'world'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml([{ path: '/', lastmod: '2025-01-01' }]))
  writeFileSync(join(dist, 'robots.txt'), robotsTxt())
  writeFileSync(join(dist, blogFeed.path), rssXml([]))
  writeFileSync(join(dist, 'og', 'world', 'bioverse.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  api = await testApp(db, { distDir: dist })
})
afterAll(() => {
  rmSync(dist, { recursive: true, force: true })
})

describe('the files for crawlers and feed readers', () => {
  it.each([
    ['/sitemap.xml', /^(application|text)\/xml/, '<urlset'],
    ['/robots.txt', /^text\/plain/, 'Sitemap:'],
    [blogFeed.path, /^application\/(rss\+)?xml/, '<rss'],
  ])('serves %s as %s, cached for an hour, without a redirect', async (path, type, text) => {
    const answer = await api.get(path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(type)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await answer.text()).toContain(text)
  })

  it('serves the Open Graph images as PNG', async () => {
    const answer = await api.get('/og/world/bioverse.png')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('is a real 404 for a missing image, not the shell', async () => {
    expect((await api.get('/og/blog/missing.png')).status).toBe(404)
  })
})
