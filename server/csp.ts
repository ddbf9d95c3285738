import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { underAnyLanguage } from '../content/locales'

/** A language's templates: /404.html, /es/shell.html. */
const template = underAnyLanguage('(?:404|shell)\\.html$')

/** The policy for answers that are not pages (the API's JSON, files): nothing at all. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

/**
 * The policy of a service worker's script (/sw.js, /es/sw.js and each language's), which binds the worker
 * itself: it may fetch from this origin only (pages, its precache), and run nothing else.
 */
export const workerContentSecurityPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'"

export type Policies = {
  /** The policy of a page: its path ('/svs'), or '404.html' and 'shell.html'. */
  forPage: (key: string) => string
  /** The policy of an HTML file served as it is: '/', '/svs/index.html', '/404.html'. */
  forFile: (path: string) => string
}

/**
 * The pages' Content-Security-Policies, written by the build (scripts/csp.ts) to dist/csp.json.
 * A page the build did not see gets a policy that allows no inline code at all: it may look
 * broken, but it can never run what it should not.
 */
export function readPolicies(distDir: string): Policies {
  const file = join(distDir, 'csp.json')
  const byPage: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {}
  if (!existsSync(file)) console.warn(`No ${file}: pages get a policy without inline code`)
  const strictest =
    "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
  const forPage = (key: string) => byPage[key] ?? strictest
  return {
    forPage,
    forFile(path) {
      const clean = path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/'
      // dist/404.html is '404.html'; the Spanish build's dist/es/404.html is 'es/404.html'.
      if (template.test(clean)) return forPage(clean.slice(1))
      return forPage(clean)
    },
  }
}
