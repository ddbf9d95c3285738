// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiContentSecurityPolicy } from '../../server/csp'
import { post, serverForFile } from './harness'

let dist: string
beforeAll(async () => {
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
  // Files the build writes for the service and its tools, which a visitor never gets; and the
  // one folder with a dot a visitor does get.
  for (const dir of ['.vite', 'es/.vite', '.well-known', 'es'])
    mkdirSync(join(dist, dir), { recursive: true })
  for (const file of ['.vite/manifest.json', 'es/.vite/manifest.json'])
    writeFileSync(join(dist, file), '{"src/app/modal-host.tsx":{"file":"assets/x.js"}}')
  writeFileSync(join(dist, '.vite/manifest.json.br'), brotliCompressSync('{}'))
  writeFileSync(join(dist, 'es/shell.html'), '<!doctype html><title>Shell</title>')
  writeFileSync(join(dist, 'es/404.html'), '<!doctype html><title>404</title>')
  writeFileSync(join(dist, '.env'), 'SECRET=1')
  writeFileSync(join(dist, '.well-known/security.txt'), 'Contact: mailto:security@example.org')
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), 'x'.repeat(4000))
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync('x'.repeat(4000)))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const server = serverForFile({ posts: [post(1)], options: () => ({ distDir: dist }) })

describe('the built site', () => {
  it('serves hashed assets with their content type, cached for a year', async () => {
    const js = await server.api.get('/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toMatch(/javascript/)
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const css = await server.api.get('/assets/index-abc123.css')
    expect(css.headers.get('content-type')).toMatch(/text\/css/)
  })

  it.each([
    '/.vite/manifest.json',
    '/.vite/manifest.json.br',
    '/es/.vite/manifest.json',
    '/.vite',
    '/csp.json',
    '/shell.html',
    '/shell.html.br',
    '/404.html',
    '/es/shell.html',
    '/es/404.html',
    '/.env',
    '/%2evite/manifest.json',
    '/.VITE/manifest.json',
    '/assets/../.vite/manifest.json',
  ])('does not serve %s, a file of the build for the service: 404', async (path) => {
    const answer = await server.api.get(path)
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toMatch(/modal-host|SECRET|Shell/)
    // Not a page: it carries the policy of answers that are not pages.
    expect(answer.headers.get('content-security-policy')).toBe(apiContentSecurityPolicy)
  })

  it('serves /.well-known/security.txt', async () => {
    const answer = await server.api.get('/.well-known/security.txt')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Contact:')
  })

  it('serves other static files with a short cache', async () => {
    const svg = await server.api.get('/blog/banner.svg')
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(svg.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it.each(['/', '/svs', '/blogs/post-1', '/blogs/category/classroom-stories'])(
    'answers the page %s with HTML, never cached',
    async (path) => {
      const page = await server.api.get(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toContain('<div id="root">')
    },
  )

  it('answers a prerendered page with itself, a post written since the build with the shell', async () => {
    expect(await (await server.api.get('/svs')).text()).toContain('<h1>Schools</h1>')
    const newPost = await server.api.get('/blogs/post-1')
    expect(newPost.status).toBe(200)
    expect(await newPost.text()).toContain('<title>Shell</title>')
  })

  it('gives a page a validator and answers 304 to it, so the worker keeping it downloads nothing', async () => {
    const page = await server.api.get('/svs')
    const validator = page.headers.get('etag')
    expect(validator).toMatch(/^(W\/)?"[^"]+"$/)
    const again = await server.api.get('/svs', { 'if-none-match': validator! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // A browser stores a 304's headers over its copy's: the page's own policy, never the one
    // for answers that are not pages, which would leave the kept page without scripts or styles.
    expect(again.headers.get('content-security-policy')).toBe(
      page.headers.get('content-security-policy'),
    )
    expect(again.headers.get('content-security-policy')).not.toBe(apiContentSecurityPolicy)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    // Hashed files are immutable: no validator needed, none computed.
    expect((await server.api.get('/assets/index-abc123.js')).headers.get('etag')).toBeNull()
  })

  it('answers an unknown post with the shell (it says Blog not found) and a 404', async () => {
    const missing = await server.api.get('/blogs/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<title>Shell</title>')
    expect((await server.api.get('/blogs/category/no-such-category')).status).toBe(404)
  })

  it.each(['/not-a-page', '/svs/extra', '/a/b/c', '/blogs/post-1/more'])(
    'answers the unknown address %s with the not-found page and a 404',
    async (path) => {
      const page = await server.api.get(path)
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
    const answer = await server.api.get(from)
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe(to)
  })

  it('does not redirect canonical paths, files or the API', async () => {
    for (const path of ['/svs', '/blogs/post-1', '/favicon.svg', '/api/blog/category']) {
      expect((await server.api.get(path)).status, path).toBe(200)
    }
  })

  it('sends the precompressed twin when the browser accepts it', async () => {
    const js = await server.api.get('/assets/big-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(js.headers.get('content-encoding')).toBe('br')
    expect(js.headers.get('content-type')).toMatch(/javascript/)
    const plain = await server.api.get('/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toHaveLength(4000)
  })

  it('compresses API answers on the fly', async () => {
    const list = await server.api.get('/api/blog', { 'accept-encoding': 'gzip' })
    expect(list.headers.get('content-encoding')).toBe('gzip')
  })

  it.each(['/assets/missing-123.js', '/missing.png', '/blog/missing.svg'])(
    'is a real 404 for the missing file %s',
    async (path) => {
      expect((await server.api.get(path)).status).toBe(404)
    },
  )

  it('keeps the API in front of the site', async () => {
    expect((await server.api.get('/api/blog/category')).headers.get('content-type')).toMatch(/json/)
    expect((await server.api.get('/api/unknown')).status).toBe(404)
  })
})
