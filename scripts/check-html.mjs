#!/usr/bin/env node
// `npm run check:html`: the W3C Nu HTML Checker (vnu) over every prerendered page of the last
// build, dist/**/index.html and dist/shell.html, in one Java run. Prints each error with its file,
// line, column and message, and exits 1 on any. Warnings and info messages are counted, not
// fatal. Needs Java 17+ (`sudo apt-get install -y default-jre-headless`, what .ci/run does).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = process.argv[2] ?? 'dist'
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`check-html: no ${dist}/index.html; run \`npm run build\` first.`)
  process.exit(1)
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
if (java.error || java.status !== 0) {
  console.error(
    'check-html: the HTML checker needs Java 17 or later. Install it with ' +
      '`sudo apt-get install -y default-jre-headless` (what .ci/run does).',
  )
  process.exit(1)
}

/** Every page the build prerendered, in a stable order, and the shell for the others. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(path)
      return entry.name === 'index.html' ? [path] : []
    })
}
const files = [...pages(dist), join(dist, 'shell.html')]

const vnuJar = createRequire(import.meta.url)('vnu-jar')
const started = performance.now()
// One JVM for all the files: its start-up is most of the time. The quick JIT tier alone suits a
// run this short (about twice as fast here) but takes more stack than the default 1 MB, which
// the checker's schema needs (it stops with a StackOverflowError): hence -Xss4m.
const run = spawnSync(
  'java',
  ['-XX:TieredStopAtLevel=1', '-Xss4m', '-jar', vnuJar, '--format', 'json', '--stdout', ...files],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)

let report
try {
  report = JSON.parse(run.stdout)
} catch {
  console.error(`check-html: vnu did not report (exit ${run.status}):\n${run.stderr}`)
  process.exit(1)
}

const where = (message) => {
  const file = message.url ? relative(process.cwd(), fileURLToPath(message.url)) : '(vnu)'
  const line = message.lastLine ?? message.firstLine
  const column = message.firstColumn ?? message.lastColumn
  return [file, line, column].filter((part) => part !== undefined).join(':')
}
const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')
const warnings = report.messages.filter((m) => m.type === 'info' && m.subType === 'warning')
for (const message of errors) {
  console.log(`${where(message)}: ${message.message}`)
  if (message.extract) console.log(`    ${message.extract.replace(/\s+/g, ' ').trim()}`)
}
// A warning often says where an error's other half is (the first of two equal ids).
if (errors.length) {
  for (const message of warnings) console.log(`${where(message)}: (warning) ${message.message}`)
}

console.log(
  `check-html: ${files.length} files in ${seconds} s (one vnu run): ` +
    `${errors.length} errors, ${warnings.length} warnings`,
)
process.exit(errors.length ? 1 : 0)
