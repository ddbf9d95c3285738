import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { AppOptions } from '../../../server/app'

/** The outbox's read token in the fuzzed app: some requests carry it, most do not. */
export const readToken = 'fuzz-outbox-token-0123456789'

/**
 * A small built site in a temporary folder: pages, assets with their compressed copies, the
 * not-found page and the policies file, as the build writes them. `remove` deletes it.
 */
export function fuzzSite(): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'dist-fuzz-'))
  const write = (file: string, text: string) => {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  write('index.html', '<!doctype html><title>Site</title><div id="root"></div>')
  write('shell.html', '<!doctype html><title>Shell</title><div id="root"></div>')
  write('404.html', '<!doctype html><title>Page not found</title><h1>Page not found</h1>')
  write('svs/index.html', '<!doctype html><h1>Schools</h1>')
  write('blogs/index.html', '<!doctype html><h1>Blog</h1>')
  write('blogs/post-1/index.html', '<!doctype html><h1>Post 1</h1>')
  write('assets/index-abc123.js', 'console.log(1)')
  write('assets/index-abc123.css', 'body{}')
  write('assets/big-abc123.js', 'x'.repeat(4000))
  writeFileSync(join(dist, 'assets/big-abc123.js.br'), brotliCompressSync('x'.repeat(4000)))
  writeFileSync(join(dist, 'assets/big-abc123.js.gz'), gzipSync('x'.repeat(4000)))
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('robots.txt', 'User-agent: *')
  // What the build writes beside the pages (scripts/csp.ts); its absence is warned about.
  write('csp.json', JSON.stringify({ '/svs': "default-src 'self'" }))
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) }
}

/** The app's options for fuzzing: the site, the token, and no limit that hides a handler. */
export const fuzzOptions = (dist: string): Partial<AppOptions> => ({
  distDir: dist,
  outboxReadToken: readToken,
  // The limiter is tested elsewhere; here it would turn most POSTs into 429s.
  rateLimit: { windowMs: 60_000, limit: 1_000_000 },
  // Readiness answers 503 when the database is slow to say 'select 1': true, and not a finding
  // while 50 requests at a time queue for it on a busy machine.
  readyTimeoutMs: 60_000,
})
