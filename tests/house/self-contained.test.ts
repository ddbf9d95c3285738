// @vitest-environment node
// The repository explains itself. A comment, test or document may cite what the repository holds
// (docs/product.md by heading, a decision record, a file), never a numbered section of a document
// or a tracker entry that a person cloning it does not have. What the code relies on is written
// in docs/product.md, and a citation of it must name one of its headings, so that renaming a
// heading cannot leave citations pointing nowhere.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const folders = ['src', 'machines', 'content', 'schemas', 'server', 'scripts', 'tests', 'docs']
const rootFiles = readdirSync(root).filter(
  (name) =>
    /^(README\.md|\.env\.example|index\.html|package\.json)$/.test(name) ||
    /\.config\.(ts|js|mjs)$/.test(name),
)
// Generated files; and this file, whose own examples are not references.
const skipped = new Set([
  join(root, 'src/paraglide'),
  join(root, 'src/routeTree.gen.ts'),
  __filename,
])
const text = /\.(ts|tsx|mts|js|mjs|cjs|json|css|md|sql|html|sh|yml|yaml)$/

function walk(path: string, into: string[] = []): string[] {
  if (skipped.has(path)) return into
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name.startsWith('.')) continue
      walk(join(path, name), into)
    }
  } else if (text.test(path)) into.push(path)
  return into
}

const files = [
  ...folders.flatMap((folder) => walk(join(root, folder))),
  ...rootFiles.map((name) => join(root, name)),
  join(root, '.ci/run'),
]

/** 'spec' or 'issue' (any case, maybe plural), then a number, maybe after '§', '#' or 'section'. */
const reference = /\b(spec|issue)s?\s?(§|#|section\s)?\d+/i

/** `docs/product.md, "Forms › School contact"`: the heading a citation names. */
const citation = /docs\/product\.md`?,? "([^"]+)"/g

describe('the repository is self-contained', () => {
  it('cites no numbered section of a document or tracker entry it does not hold', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => reference.test(line))
        .map(({ line, index }) => `${relative(root, file)}:${index + 1}: ${line.trim()}`),
    )
    expect(found).toEqual([])
  })

  it('cites docs/product.md only by headings it has', () => {
    const product = readFileSync(join(root, 'docs/product.md'), 'utf8')
    const headings = new Set(
      [...product.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]!.trim()),
    )
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(citation)].map((match) => ({
        file: relative(root, file),
        heading: match[1]!,
      })),
    )
    expect(cited.length).toBeGreaterThan(20)
    expect(cited.filter(({ heading }) => !headings.has(heading))).toEqual([])
  })
})
