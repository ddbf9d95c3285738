#!/usr/bin/env node
// Used by `npm start` and `npm test` so that they work on a fresh clone: installs the locked
// dependencies when node_modules is missing or older than the lock file. Node built-ins only.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19) || major === 21 || (major === 22 && minor < 12)) {
  console.error(`This project needs Node 20.19+ or 22.12+; this is ${process.version}.`)
  process.exit(1)
}

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('Installing dependencies (npm ci)...')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
