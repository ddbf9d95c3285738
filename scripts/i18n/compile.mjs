#!/usr/bin/env node
// Compiles messages/<locale>.json into src/paraglide (git-ignored) with Paraglide JS, as the Vite
// plugin does at build and dev time. Run before anything that imports the messages without Vite:
// the type check and the service.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './options.mjs'

await compile({ ...paraglideOptions, silent: true })
