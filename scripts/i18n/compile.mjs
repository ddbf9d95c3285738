#!/usr/bin/env node
// Compiles messages/<locale>.json into src/paraglide (git-ignored) with Paraglide JS, as the Vite
// plugin does at build and dev time. Run before anything that imports the messages without Vite:
// the type check and the service. Skipped when the output is newer than every input.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './options.mjs'

const output = join(paraglideOptions.outdir, 'messages/_index.js')
const inputs = [
  join(paraglideOptions.project, 'settings.json'),
  ...readdirSync('messages').map((file) => join('messages', file)),
]
const upToDate =
  existsSync(output) && inputs.every((file) => statSync(file).mtimeMs <= statSync(output).mtimeMs)
if (!upToDate) {
  await compile({ ...paraglideOptions, silent: true })
  // The compiler is done in about 5 s, but the inlang SDK's storage engine (lix, in WebAssembly)
  // leaves 30-second timers behind that would hold the process open for nothing: on a fresh
  // clone, half a minute of every first `npm test` and `npm start`.
  process.exit(0)
}
