// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db'
import { loadPosts, openTestDb, post, testApp } from './harness'

let db: Db
let dispose: () => Promise<void>
let api: Awaited<ReturnType<typeof testApp>>

let dist: string
beforeAll(async () => {
  ;({ db, dispose } = await openTestDb())
  await loadPosts(db, [post(1)])
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'blog'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}')
  writeFileSync(join(dist, 'blog', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // What scripts/prerender.ts and precompress.mjs write.
  writeFileSync(
    join(dist, 'shell.html'),
    '<!doctype html><title>Shell</title><div id="root"></div>',
  )
  writeFileSync(
    join(dist, '404.html'),
    '<!doctype html><title>Page not found</title><div id="root"><h1>Page not found</h1></div>',
  )
  mkdirSync(join(dist, 'svs'))
  writeFileSync(
    join(dist, 'svs', 'index.html'),
    '<!doctype html><div id="root"><h1>Schools</h1></div>',
  )
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), 'x'.repeat(4000))
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync('x'.repeat(4000)))
  api = await testApp(db, { distDir: dist })
})
afterAll(async () => {
  await dispose()
  rmSync(dist, { recursive: true, force: true })
})

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

  it.each(['/', '/svs', '/blogs/post-1', '/blogs/category/classroom-stories'])(
    'answers the page %s with HTML, never cached',
    async (path) => {
      const page = await api.get(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toContain('<div id="root">')
    },
  )

  it('answers a prerendered page with itself, a post written since the build with the shell', async () => {
    expect(await (await api.get('/svs')).text()).toContain('<h1>Schools</h1>')
    const newPost = await api.get('/blogs/post-1')
    expect(newPost.status).toBe(200)
    expect(await newPost.text()).toContain('<title>Shell</title>')
  })

  it('answers an unknown post with the shell (it says Blog not found) and a 404', async () => {
    const missing = await api.get('/blogs/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<title>Shell</title>')
    expect((await api.get('/blogs/category/no-such-category')).status).toBe(404)
  })

  it.each(['/not-a-page', '/svs/extra', '/a/b/c', '/blogs/post-1/more'])(
    'answers the unknown address %s with the not-found page and a 404',
    async (path) => {
      const page = await api.get(path)
      expect(page.status).toBe(404)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      expect(await page.text()).toContain('<h1>Page not found</h1>')
    },
  )

  it.each([
    ['/svs/', '/svs'],
    ['/Svs', '/svs'],
    ['/SVS/?ref=mail#x', '/svs?ref=mail'],
    ['/MathVerse/', '/mathVerse'],
    ['/countrylist', '/CountryList'],
    ['/blogs/', '/blogs'],
    ['/BLOGS/Some-Post/', '/blogs/Some-Post'],
    ['/blogs/category/news/', '/blogs/category/news'],
    ['/nope/', '/nope'],
    ['/svs//', '/svs'],
    ['//evil.example/', '/evil.example'],
  ])('answers %s with a permanent redirect to %s, never to another host', async (from, to) => {
    const answer = await api.get(from)
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe(to)
  })

  it('does not redirect canonical paths, files or the API', async () => {
    for (const path of ['/svs', '/blogs/post-1', '/favicon.svg', '/api/blog/category']) {
      expect((await api.get(path)).status, path).toBe(200)
    }
  })

  it('sends the precompressed twin when the browser accepts it', async () => {
    const js = await api.get('/assets/big-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(js.headers.get('content-encoding')).toBe('br')
    expect(js.headers.get('content-type')).toMatch(/javascript/)
    const plain = await api.get('/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toHaveLength(4000)
  })

  it('compresses API answers on the fly', async () => {
    const list = await api.get('/api/blog', { 'accept-encoding': 'gzip' })
    expect(list.headers.get('content-encoding')).toBe('gzip')
  })

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
