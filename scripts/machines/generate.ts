import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import type { MachineEntry } from '../../machines/catalogue'
import { indexPage, machinePage, readMachine, sourceFileOf, summarize } from './page'

/** Where the pages go, from the repository's root. */
export const DOCS_DIR = 'docs/machines'

/**
 * Every page of docs/machines, by file name, as `npm run machines` writes it: one per machine of
 * the catalogue and the index, each formatted by Prettier with the repository's settings (the
 * repository's .prettierignore skips Markdown, so the pages are made clean here).
 */
export async function generatePages(
  catalogue: readonly MachineEntry[],
  root: string,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  const rows = []
  for (const entry of catalogue) {
    const file = sourceFileOf(entry.key)
    const path = join(root, file)
    if (!existsSync(path)) throw new Error(`${entry.key}: no ${file}`)
    const source = { entry, file, source: readFileSync(path, 'utf8') }
    pages.set(`${entry.key}.md`, machinePage(source))
    rows.push({ entry, file, summary: summarize(readMachine(source).model) })
  }
  pages.set('index.md', indexPage(rows))
  const options = { ...(await resolveConfig(join(root, DOCS_DIR, 'index.md'))), parser: 'markdown' }
  for (const [name, text] of pages) pages.set(name, await format(text, options))
  return pages
}

/** Markdown in docs/machines that is not a machine's page: `npm run test:model` writes it. */
export const notPages = new Set(['coverage.md'])

/**
 * What differs between the pages and the folder: a page missing or not as generated, and a
 * Markdown file that belongs to no machine. Other files (the workbench's screenshot, the coverage
 * report of `npm run test:model`) are left be.
 */
export function stalePages(pages: ReadonlyMap<string, string>, dir: string): string[] {
  const problems: string[] = []
  const onDisk = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : []
  for (const [name, text] of pages) {
    const path = join(dir, name)
    if (!existsSync(path)) problems.push(`${DOCS_DIR}/${name} is missing`)
    else if (readFileSync(path, 'utf8') !== text)
      problems.push(`${DOCS_DIR}/${name} is out of date`)
  }
  for (const name of onDisk.sort()) {
    // `npm run test:model` writes the coverage report beside the pages.
    if (!pages.has(name) && !notPages.has(name))
      problems.push(`${DOCS_DIR}/${name} belongs to no machine`)
  }
  return problems
}
