#!/usr/bin/env node
// The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) against the local service
// serving dist/: every test must pass except the two that need TLS, which a loopback address
// cannot have (redirection to https, Strict-Transport-Security), and the Content-Security-Policy
// must get one of its "no unsafe" results. Prints the score and each test's result.
//
// The scanner lives in tools/observatory with its own lock file, installed with --ignore-scripts:
// its postinstall step downloads the HSTS preload list and the TLD list from the internet. It
// needs only the first, and only for hosts on that list, so it is given an empty one.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startService } from './service-process.mjs'

const tool = 'tools/observatory'
const pkg = join(tool, 'node_modules/@mdn/mdn-http-observatory')
const marker = join(tool, 'node_modules/.package-lock.json')
if (
  !existsSync(marker) ||
  statSync(marker).mtimeMs < statSync(join(tool, 'package-lock.json')).mtimeMs
) {
  console.log('observatory: installing the scanner (npm ci --ignore-scripts in tools/observatory)')
  const install = spawnSync(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', tool],
    { stdio: 'inherit' },
  )
  if (install.status !== 0) process.exit(install.status ?? 1)
}
const preload = join(pkg, 'conf/hsts-preload.json')
if (!existsSync(preload)) writeFileSync(preload, '{}')

/** The tests a scan of http://127.0.0.1 cannot pass: both need the site on https. */
const needTls = new Set(['redirection', 'strict-transport-security'])
const noUnsafe = new Set([
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-no-unsafe',
])

let server
let failed = false
try {
  server = await startService({ dist: 'dist', echo: true })
  const host = `127.0.0.1:${server.port}`
  // The scanner takes a host name; "127.0.0.1:<port>" makes it ask http://127.0.0.1:<port>/
  // (and https on the same port, which fails, as it should).
  const scan = spawnSync(process.execPath, [join(pkg, 'bin/wrapper.js'), host], {
    encoding: 'utf8',
    timeout: 120_000,
  })
  const result = JSON.parse(scan.stdout || '{}')
  if (!result.scan || result.error) throw new Error(`the scan failed: ${scan.stdout}${scan.stderr}`)
  for (const [name, test] of Object.entries(result.tests)) {
    const excused = !test.pass && needTls.has(name)
    const ok = test.pass || excused
    if (!ok) failed = true
    console.log(
      `${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}` +
        (excused ? '  (needs TLS: not on the loopback)' : ''),
    )
  }
  const csp = result.tests['content-security-policy']
  if (!noUnsafe.has(csp?.result)) {
    failed = true
    console.log(`FAIL  the CSP test gave ${csp?.result}, not one of: ${[...noUnsafe].join(', ')}`)
  }
  const { score, grade, testsPassed, testsQuantity } = result.scan
  // What the same headers would score over https: the scanner's own rule, extra credit counted
  // only when the score without it is already 90 or more.
  const others = Object.entries(result.tests).filter(([name]) => !needTls.has(name))
  const uncurved = 100 + others.reduce((sum, [, test]) => sum + Math.min(0, test.scoreModifier), 0)
  const projected =
    uncurved >= 90 ? 100 + others.reduce((sum, [, test]) => sum + test.scoreModifier, 0) : uncurved
  console.log(
    `observatory: ${testsPassed}/${testsQuantity} tests passed, score ${score} (${grade}) over plain http;` +
      ` ${projected} with the same headers over https (redirection and HSTS then pass)`,
  )
} catch (error) {
  failed = true
  console.error(`observatory: ${error.message}`)
} finally {
  await server?.stop()
}
process.exit(failed ? 1 : 0)
