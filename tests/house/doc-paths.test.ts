// @vitest-environment node
// The documents cannot drift from the tree. README.md and every page of docs/ (the decision
// records aside: they are history, and say what was true when they were written) may name a file
// or folder of the repository only if it is there, in backticks or as a link, and may link to a
// heading of a document only if that document has it.
//
// What counts as a path: a word inside backticks that starts with one of the repository's own
// top-level names (`src/blog/loaders.ts`, `scripts/`, `package.json`), and the target of a
// Markdown link that is neither an address nor an anchor alone (resolved from the document's
// folder). What is passed over: what the build or the tests write (`dist/`, `src/paraglide/`,
// the route tree...), and patterns, which a reader fills in: a word with `<`, `{` or `…`, a file
// named by one letter (`content/pages/x.ts`) or `NNN`. A glob (`server/migrations/*.sql`) must
// match at least one file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documents } from './documents'

const root = resolve(__dirname, '../..')

/** Written by the build, the message compiler, the tests or the service, never committed. */
const generated = [
  'dist',
  'dist-ssr',
  'src/paraglide',
  'src/routeTree.gen.ts',
  'src/styles/fonts/generated',
  'test-results',
  'screenshots',
  'coverage',
  '.data',
  'node_modules',
  '.env',
  '.env.local',
]

/** The repository's own top-level names: a word in backticks that starts with one is a path. */
const topLevel = [
  ...new Set([...readdirSync(root), ...generated.map((path) => path.split('/')[0]!)]),
].filter((name) => name !== '.git')

/** GitHub's anchor for a heading: lower case, punctuation gone, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  return new Set([
    ...[...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)),
    ...[...text.matchAll(/<a id="([^"]+)"/g)].map((match) => match[1]!),
  ])
}

const isPattern = (path: string) =>
  /[<>{}…]|\.\.\.|NNN/.test(path) || path.split('/').some((part) => /^[a-z](\.[\w.]+)?$/.test(part))

const isGenerated = (path: string) =>
  generated.some((folder) => path === folder || path.startsWith(`${folder}/`))

/** A glob matches a file when its folder holds a name that fits its last part. */
function globMatches(path: string): boolean {
  const at = path.indexOf('*')
  const folder = path.slice(0, path.lastIndexOf('/', at) + 1)
  const rest = path.slice(folder.length)
  if (rest.includes('/')) return existsSync(join(root, folder))
  const pattern = new RegExp(`^${rest.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
  return (
    existsSync(join(root, folder)) && readdirSync(join(root, folder)).some((n) => pattern.test(n))
  )
}

/** A module may be named as an import names it, without its ending. */
function exists(path: string): boolean {
  if (path.includes('*')) return globMatches(path)
  return ['', '.ts', '.tsx', '/index.ts'].some((end) => existsSync(join(root, path + end)))
}

/** Paths a document names in backticks: each word of a code span that starts with a top-level name. */
export function pathsInCode(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/`/g, ''))
  return [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((match) =>
    match[1]!
      .split(/[\s,;()'"=]+/)
      .map((word) => word.replace(/[.:]+$/, '').replace(/:\d+(-\d+)?$/, ''))
      .filter((word) => {
        const first = word.split('/')[0]!
        return topLevel.includes(first) && (word.includes('/') || first.includes('.'))
      }),
  )
}

/** The targets of a document's Markdown links that are files of the repository (not addresses). */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z]+:|#|\/)/.test(target))
}

function problems(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const where = relative(root, file)
  const found: string[] = []
  for (const path of pathsInCode(text)) {
    const clean = path.replace(/\/$/, '')
    if (isGenerated(clean) || isPattern(clean)) continue
    if (!exists(clean)) found.push(`${where}: \`${path}\` is not in the repository`)
  }
  for (const target of linkTargets(text)) {
    const [path, anchor] = target.split('#') as [string, string | undefined]
    const full = resolve(dirname(file), decodeURI(path))
    const named = relative(root, full)
    if (isGenerated(named) || isPattern(named)) continue
    if (!existsSync(full)) found.push(`${where}: link to ${target}: no such file`)
    else if (anchor && full.endsWith('.md') && !anchors(full).has(anchor))
      found.push(`${where}: link to ${target}: ${named} has no such heading`)
  }
  for (const anchor of [...text.matchAll(/\]\(#([^)\s]+)\)/g)].map((m) => m[1]!))
    if (!anchors(file).has(anchor)) found.push(`${where}: link to #${anchor}: no such heading`)
  return found
}

/** The source folders whose comments may name a file: src, machines, content, schemas, server, scripts, tests. */
const sourceFolders = ['src', 'machines', 'content', 'schemas', 'server', 'scripts', 'tests', '.ci']
const sourceEnding = /\.(ts|tsx|mts|js|mjs|cjs|css|html|sh)$|^\.ci\/run$/

function sourceFiles(folder: string, into: string[] = []): string[] {
  const full = join(root, folder)
  if (!existsSync(full) || isGenerated(folder)) return into
  for (const name of readdirSync(full)) {
    const path = join(folder, name)
    if (name === 'node_modules' || isGenerated(path)) continue
    if (statSync(join(root, path)).isDirectory()) sourceFiles(path, into)
    else if (sourceEnding.test(path)) into.push(path)
  }
  return into
}

/**
 * Paths a source file names, in a comment or a string: a word that starts with a source or data
 * folder and a slash (`src/enquiry/queue-start.ts`, `server/migrations`). A word built at run
 * time (`messages/${locale}.json`) is not a path.
 */
export function pathsInSource(text: string): string[] {
  const folders = [...sourceFolders, 'docs', 'messages', 'public', 'tools'].join('|')
  const word = new RegExp(
    `(?<![\\w./@$-])((?:${folders.replace('.', '\\.')})/[\\w./\\[\\]-]*[\\w\\]]\\/?)(?![\\w$-])`,
    'g',
  )
  return [...text.matchAll(word)].map((match) =>
    match[1]!.includes('[') ? match[1]! : match[1]!.replace(/\]+$/, ''),
  )
}

describe('the documents name only what the repository holds', () => {
  it('finds the paths a document names, and knows a pattern from a path', () => {
    const sample = [
      'See `src/blog/loaders.ts` and `npx vitest run tests/house`, not `x.es.ts`;',
      '`content/pages/x.ts`, `tests/<feature>`, `server/migrations/*.sql`, `/svs`, `dist/`.',
      '[forms](forms.md#the-forms) [home](https://example.com) [top](#top)',
    ].join('\n')
    expect(pathsInCode(sample)).toEqual([
      'src/blog/loaders.ts',
      'tests/house',
      'content/pages/x.ts',
      'tests/<feature>',
      'server/migrations/*.sql',
      'dist/',
    ])
    expect(linkTargets(sample)).toEqual(['forms.md#the-forms'])
    expect(isPattern('content/pages/x.ts') && isPattern('tests/<feature>')).toBe(true)
    expect(isPattern('src/blog/loaders.ts')).toBe(false)
    expect(globMatches('server/migrations/*.sql')).toBe(true)
    expect(globMatches('server/migrations/*.nothing')).toBe(false)
    expect(slug('Routes › Home')).toBe('routes--home')
  })

  it('knows a path in a comment from a name built at run time', () => {
    const sample = [
      '// loaded from src/enquiry/queue-start.ts (see server/migrations/).',
      'const file = `messages/${locale}.json`; import x from "../src/a"',
    ].join('\n')
    expect(pathsInSource(sample)).toEqual(['src/enquiry/queue-start.ts', 'server/migrations/'])
  })

  it('names no missing file or folder in a comment or string of the source', () => {
    // The test of the machine pages' staleness names a page it makes up; the message compiler
    // names a file of its output (src/paraglide/messages/_index.js) from its folder.
    const made = new Set(['docs/machines/gone.md', 'messages/_index.js'])
    const found = sourceFolders
      .flatMap((folder) => sourceFiles(folder))
      .flatMap((file) =>
        pathsInSource(readFileSync(join(root, file), 'utf8'))
          .map((path) => path.replace(/\/$/, ''))
          .filter((path) => !isGenerated(path) && !isPattern(path) && !made.has(path))
          .filter((path) => !exists(path) && !['.mjs', '.js'].some((end) => exists(path + end)))
          .map((path) => `${file}: ${path}`),
      )
    expect(found).toEqual([])
  })

  it('names no file, folder or heading that is not there', () => {
    expect(documents.length).toBeGreaterThan(10)
    expect(documents.flatMap(problems)).toEqual([])
  })
})
