// `npm run build:csp` (after build:prerender; scripts/build.ts): the Content-Security-Policy of
// every page in dist/, from the page itself. Each inline script that runs, each inline style and
// each style="" attribute is allowed by the SHA-256 hash of its text, as the browser will read it;
// the third parties come from the app's own configuration (src/security/csp.ts). The service
// answers each page with its policy from dist/csp.json: { "/svs": "default-src 'none'; ...", ... }.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as Entry from '../src/entry-prerender'
import { pageHashes } from './page-hashes'

const dist = process.argv[2] ?? 'dist'
const entry = (await import(
  pathToFileURL(resolve(process.argv[3] ?? 'dist-ssr', 'entry-prerender.js')).href
)) as typeof Entry

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [path] : []
  })
}

/** dist/svs/index.html → /svs; dist/index.html → /; dist/404.html and shell.html by name. */
function key(file: string) {
  const path = relative(dist, file).split('\\').join('/')
  if (path === 'index.html') return '/'
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`
  return path
}

const started = performance.now()
const parties = entry.thirdParties()
const policies: Record<string, string> = {}
for (const file of htmlFiles(dist)) {
  policies[key(file)] = entry.contentSecurityPolicy(parties, pageHashes(readFileSync(file, 'utf8')))
}
writeFileSync(join(dist, 'csp.json'), JSON.stringify(policies))
console.log(
  `csp: a policy for ${Object.keys(policies).length} pages in ${Math.round(performance.now() - started)} ms`,
)
