// The inline code of a page that its Content-Security-Policy allows by hash (scripts/csp.ts).
import { createHash } from 'node:crypto'
import { JSDOM } from 'jsdom'
import type { PageHashes } from '../src/security/csp'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

// Script types a browser runs; anything else (application/ld+json) is data, not code.
const runnable = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The SHA-256 of each inline script that runs, each inline style and each style="" attribute, as
 * the browser will read them. Everything in the page counts, a post's body included: what the
 * post sanitiser lets through, the policy allows (src/views/blog/sanitize.ts forbids all three).
 */
export function pageHashes(html: string): PageHashes {
  const { document } = new JSDOM(html).window
  const scripts = [...document.querySelectorAll('script:not([src])')]
    .filter((s) => runnable.has((s.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((s) => sha256(s.textContent ?? ''))
  const styles = [...document.querySelectorAll('style')].map((s) => sha256(s.textContent ?? ''))
  const styleAttributes = [...document.querySelectorAll('[style]')].map((e) =>
    sha256(e.getAttribute('style') ?? ''),
  )
  return { scripts, styles, styleAttributes }
}
