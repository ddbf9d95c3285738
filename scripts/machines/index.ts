import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { machineCatalogue } from '../../machines/catalogue'
import { DOCS_DIR, generatePages, notPages, stalePages } from './generate'

/**
 * `npm run machines`: writes docs/machines (a page per machine of machines/catalogue.ts and the
 * index) and removes the pages of machines that are gone. `-- --check` writes nothing and fails,
 * naming the files, when the folder is not what the machines make.
 */
const root = resolve(import.meta.dirname, '../..')
const dir = join(root, DOCS_DIR)
const pages = await generatePages(machineCatalogue, root)

if (process.argv.includes('--check')) {
  const problems = stalePages(pages, dir)
  if (problems.length) {
    console.error(`${problems.join('\n')}\nRun npm run machines.`)
    process.exit(1)
  }
  console.log(`${DOCS_DIR}: ${pages.size} pages, up to date.`)
} else {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.md') && !pages.has(name) && !notPages.has(name)) rmSync(join(dir, name))
  }
  for (const [name, text] of pages) writeFileSync(join(dir, name), text)
  console.log(`${DOCS_DIR}: ${pages.size} pages written.`)
}
