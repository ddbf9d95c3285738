// Vitest's global setup: the compiled messages (src/paraglide, git-ignored) before any test file.
// The service, the shared schemas and the forms import them, and neither the unit tests nor the
// service processes some tests start run the Vite plugin that compiles them for the site. A fresh
// clone has none; an edited messages/*.json makes them stale.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
// @ts-expect-error TS7016: a plain module of the build scripts
import { paraglideOptions } from '../scripts/i18n/options.mjs'

const compiled = 'src/paraglide/messages/_index.js'
const sources = [
  'project.inlang/settings.json',
  ...readdirSync('messages').map((file) => join('messages', file)),
]

export default async function compileMessages() {
  if (existsSync(compiled)) {
    const built = statSync(compiled).mtimeMs
    if (sources.every((file) => statSync(file).mtimeMs <= built)) return
  }
  const { compile } = await import('@inlang/paraglide-js')
  await compile({ ...paraglideOptions, silent: true })
}
