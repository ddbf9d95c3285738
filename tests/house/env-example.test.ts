// @vitest-environment node
// .env.example is the one list of the variables the site, the service, the scripts and the tests
// read. This finds every variable the code reads and fails, naming them, on any the file does not
// list, on any it lists that nothing reads, and on a default that differs from the code's.
//
// How a read is found: TypeScript's parser over every source file (comments do not count), for
// `process.env.NAME`, `import.meta.env.NAME`, `env.NAME` (a ProcessEnv passed in), `env['NAME']`
// and `loadEnv(mode, dir, 'NAME')`; in shell scripts, `${NAME:-…}`. The two settings objects
// that read the environment whole (server/config.ts, src/config.ts) are read through their
// valibot schemas. Any other use of the whole environment fails until it is taught here, except
// passing it on to a child process (`{ ...process.env, … }`).
//
// tests/ is scanned too: TEST_DATABASE_URL, FUZZ_SEED, CHROMIUM_PATH and the like are how a
// tester drives the suite, and they belong in the same list. Not listed, because nobody sets
// them by hand: Vite's own DEV, PROD, MODE, BASE_URL and SSR; NODE_ENV (Vite and the prerender
// set it); VITEST (vitest sets it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { configSchema as serviceSchema } from '../../server/config'
import { configSchema as siteSchema } from '../../src/config'

const root = resolve(__dirname, '../..')
const folders = ['src', 'server', 'scripts', 'machines', 'content', 'schemas', 'tests', '.ci']
const rootFiles = readdirSync(root).filter((name) => /\.config\.(ts|js|mjs)$/.test(name))
// Generated (the message compiler's output); and this file, whose own examples are not reads.
const skipped = new Set([join(root, 'src/paraglide'), __filename])
const builtIn = new Set(['DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR', 'NODE_ENV', 'VITEST'])
const script = /\.(ts|tsx|mts|js|mjs|cjs)$/
const shell = /(\.sh|^\.ci\/run)$/

/** Files that use the environment whole, and how their variables are found instead. */
const wholeReaders: Record<string, string> = {
  'server/config.ts': "the service's settings: the keys of its configSchema",
  'src/config.ts': "the site's VITE_* settings: the keys of its configSchema",
  'src/seo/site-url.ts': 'asks whether import.meta.env exists (not under plain Node)',
  'scripts/i18n/vite-locale.ts': 'the default of a parameter it reads by name, env.SITE_LOCALE',
}

type Read = { name: string; where: string; fallback?: string }

function filesUnder(dir: string): string[] {
  if (skipped.has(dir) || !existsSync(dir)) return []
  if (statSync(dir).isFile()) return [dir]
  return readdirSync(dir).flatMap((name) =>
    name === 'node_modules' ? [] : filesUnder(join(dir, name)),
  )
}

const envName = /^[A-Z][A-Z0-9_]*$/
const isEnv = (node: ts.Node) =>
  (ts.isPropertyAccessExpression(node) && node.name.text === 'env') ||
  (ts.isIdentifier(node) && node.text === 'env')
const literal = (node: ts.Node) =>
  ts.isStringLiteralLike(node) || ts.isNumericLiteral(node) ? node.text : undefined

/** The variables one script reads, and the lines where it uses the environment whole. */
function readsInScript(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const reads: Read[] = []
  const whole: number[] = []
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    let name: string | undefined
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) name = node.name.text
    if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      name = literal(node.argumentExpression)
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'loadEnv') {
      name = node.arguments[2] && literal(node.arguments[2])
    }
    if (name && envName.test(name)) {
      // `process.env.PORT ?? '8787'`: the code's own default, to compare with the file's.
      const parent = node.parent
      const defaulted =
        ts.isBinaryExpression(parent) &&
        parent.left === node &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
          parent.operatorToken.kind,
        )
      const fallback = defaulted ? literal(parent.right) : undefined
      reads.push({ name, where: `${relative(root, file)}:${line(node)}`, fallback })
    }
    // process.env or import.meta.env, used other than by name or passed on with a spread.
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'env') {
      const parent = node.parent
      const byName =
        (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
        parent.expression === node
      if (!byName && !ts.isSpreadAssignment(parent) && !ts.isSpreadElement(parent)) {
        whole.push(line(node))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { reads, whole }
}

/** `${NAME:-default}` in a shell script: the idiom for a variable that may be unset. */
function readsInShell(file: string, text: string): Read[] {
  return [...text.matchAll(/\$\{([A-Z][A-Z0-9_]*):?-([^}]*)\}/g)].map((match) => ({
    name: match[1]!,
    where: relative(root, file),
    fallback: match[2],
  }))
}

let scanned: ReturnType<typeof scan> | undefined
const everyRead = () => (scanned ??= scan())

function scan() {
  const files = [...folders.map((f) => join(root, f)), ...rootFiles.map((f) => join(root, f))]
    .flatMap(filesUnder)
    .filter((file) => !file.endsWith('.d.ts'))
  const reads: Read[] = []
  const unexplained: string[] = []
  for (const file of files) {
    const path = relative(root, file)
    const text = readFileSync(file, 'utf8')
    if (shell.test(path)) reads.push(...readsInShell(file, text))
    if (!script.test(path)) continue
    const found = readsInScript(file, text)
    reads.push(...found.reads)
    if (found.whole.length && !wholeReaders[path]) {
      unexplained.push(...found.whole.map((line) => `${path}:${line}`))
    }
  }
  for (const [schema, where] of [
    [serviceSchema, 'server/config.ts'],
    [siteSchema, 'src/config.ts'],
  ] as const) {
    for (const [name, entry] of Object.entries(schema.entries)) {
      const fallback = v.getDefault(entry as v.GenericSchema) as string | undefined
      reads.push({ name, where, fallback: fallback ?? '' })
    }
  }
  return { files, reads: reads.filter((read) => !builtIn.has(read.name)), unexplained }
}

function listed(): Map<string, string> {
  const text = readFileSync(join(root, '.env.example'), 'utf8')
  return new Map(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
  )
}

describe('.env.example', () => {
  it('finds reads by name, with their defaults, and uses of the whole environment', () => {
    const { reads, whole } = readsInScript(
      'example.ts',
      [
        'const port = Number(process.env.EXAMPLE_PORT ?? 4_460)',
        "const url = import.meta.env.VITE_EXAMPLE || 'https://example.org'",
        "const key = process.env['EXAMPLE_KEY']",
        "const dir = loadEnv(mode, process.cwd(), 'EXAMPLE_DIR').EXAMPLE_DIR",
        'const own = (env: NodeJS.ProcessEnv) => env.EXAMPLE_OWN',
        '// process.env.IN_A_COMMENT does not count; spreading it on does not either',
        "spawn('x', { env: { ...process.env, PORT: '0' } })",
        'const everything = Object.keys(process.env)',
      ].join('\n'),
    )
    expect(reads.map(({ name, fallback }) => [name, fallback])).toEqual([
      ['EXAMPLE_PORT', '4460'],
      ['VITE_EXAMPLE', 'https://example.org'],
      ['EXAMPLE_KEY', undefined],
      ['EXAMPLE_DIR', undefined],
      ['EXAMPLE_OWN', undefined],
    ])
    expect(whole).toEqual([8])
    expect(readsInShell('x.sh', 'if [ -n "${EXAMPLE_DB:-}" ]; then').map((r) => r.name)).toEqual([
      'EXAMPLE_DB',
    ])
  })

  it('lists every variable the code reads', () => {
    const { files, reads } = everyRead()
    expect(files.length).toBeGreaterThan(200)
    const file = listed()
    const missing = [...new Set(reads.filter((read) => !file.has(read.name)).map((r) => r.name))]
    const where = missing.map(
      (name) =>
        `${name} (read in ${reads
          .filter((read) => read.name === name)
          .map((read) => read.where)
          .join(', ')})`,
    )
    expect(where, 'add these to .env.example, with their default and why').toEqual([])
  })

  it('lists nothing that nothing reads', () => {
    const read = new Set(everyRead().reads.map((r) => r.name))
    expect([...listed().keys()].filter((name) => !read.has(name))).toEqual([])
  })

  it("gives each variable the code's own default", () => {
    const file = listed()
    const differ = everyRead()
      .reads.filter((read) => read.fallback !== undefined && file.has(read.name))
      .filter((read) => file.get(read.name) !== read.fallback)
      .map((read) => `${read.name}: ${read.where} says "${read.fallback}"`)
    expect(differ).toEqual([])
  })

  it('knows every place that uses the environment whole', () => {
    expect(everyRead().unexplained, 'read variables by name, or explain here').toEqual([])
  })
})
