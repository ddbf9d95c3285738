import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(__dirname, '../..')

function markdownFiles(folder: string, into: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (path === join(root, 'docs/decisions')) continue
    if (statSync(path).isDirectory()) markdownFiles(path, into)
    else if (name.endsWith('.md')) into.push(path)
  }
  return into
}

/** README.md and every page of docs/, the decision records aside (they are history). */
export const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))]
