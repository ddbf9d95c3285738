#!/usr/bin/env node
// `npm run dev`: the local service (restarting on change) and Vite with hot reload, together.
// Vite proxies /api to the service, so the site and the API share an origin as in production.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { baseLocale, prefixedLocales } from '../content/locales.ts'

const apiPort = process.env.API_PORT ?? '8787'
// The outbox (GET /api/outbox) holds what visitors typed into the forms, so it needs a token
// even here: OUTBOX_READ_TOKEN if set, else one made for this run (kept across the service's
// restarts) and printed once.
const outboxToken = process.env.OUTBOX_READ_TOKEN || randomBytes(24).toString('base64url')
console.log(
  `Outbox of this run (what the forms would have e-mailed):\n` +
    `  curl -H 'Authorization: Bearer ${outboxToken}' http://localhost:${apiPort}/api/outbox\n` +
    (process.env.OUTBOX_READ_TOKEN ? '' : '  (set OUTBOX_READ_TOKEN to choose the token)\n'),
)

// The service imports the compiled messages (src/paraglide) and starts before Vite compiles them.
const compiled = spawnSync(process.execPath, ['scripts/i18n/compile.mjs'], { stdio: 'inherit' })
if (compiled.status !== 0) process.exit(compiled.status ?? 1)
// The fonts the stylesheets import, cut to the site's characters (scripts/fonts/build.ts).
const fonts = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fonts/build.ts'], {
  stdio: 'inherit',
})
if (fonts.status !== 0) process.exit(fonts.status ?? 1)

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, OUTBOX_READ_TOKEN: outboxToken },
  }),
  // One development server per language (each language is its own build, docs/i18n.md); the
  // English one, on 5173, passes the others' prefixes (/es/, …) on to them, so the site has one address.
  ...languageServers(),
]
function languageServers() {
  const base = Number(process.env.VITE_PORT ?? 5173)
  const others = prefixedLocales.map((code, n) => [code, base + 1 + n])
  const vite = (env) =>
    spawn('npx', ['vite', '--strictPort'], {
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort, ...env },
    })
  return [
    vite({
      SITE_LOCALE: baseLocale,
      VITE_PORT: String(base),
      VITE_LOCALE_PORTS: others.map(([code, port]) => `${code}:${port}`).join(','),
    }),
    ...others.map(([code, port]) => vite({ SITE_LOCALE: code, VITE_PORT: String(port) })),
  ]
}

const stop = () => children.forEach((child) => child.kill('SIGTERM'))
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
