// A feature folder (src/enquiry, src/blog, ...) is used from outside through its index.ts alone,
// which lint enforces (src/README.md). An index only re-exports (`export { A } from './a'`), and
// this plugin rewrites each import of an index into imports of the modules that hold what was
// asked for, before the bundler sees it. The bundle is then what it would be if every import
// named its module: a page that takes one thing from a feature carries that thing, never the
// whole folder, and the code that wakes first stays as light as the budgets ask.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

/** The feature folders of src/ (src/README.md). */
export const featureFolders = ['enquiry', 'blog', 'proposal', 'offline', 'search', 'trust']

type Source = { file: string; name: string }

/** What an index exports, name by name, and from which module; anything else in it is refused. */
export function readIndex(indexFile: string): Map<string, Source> {
  const text = readFileSync(indexFile, 'utf8')
  const exports = new Map<string, Source>()
  const reExport = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'\s*;?/g
  const rest = text
    .replace(reExport, (_all, _type, names: string, from: string) => {
      for (const raw of names.split(',')) {
        const spec = raw.trim().replace(/^type\s+/, '')
        if (!spec) continue
        const [name, alias] = spec.split(/\s+as\s+/)
        exports.set((alias ?? name)!, { file: resolve(dirname(indexFile), from), name: name! })
      }
      return ''
    })
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .trim()
  if (rest) {
    throw new Error(
      `${indexFile}: an index only re-exports (export { … } from './…'); move this into a module of its own:\n${rest}`,
    )
  }
  return exports
}

const importOfIndex = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g

export function featureIndexPlugin(root: string): Plugin {
  const src = resolve(root, 'src')
  const indexes = new Map(featureFolders.map((feature) => [join(src, feature), feature]))
  const read = new Map<string, Map<string, Source>>()
  const exportsOf = (folder: string) => {
    let found = read.get(folder)
    if (!found) read.set(folder, (found = readIndex(join(folder, 'index.ts'))))
    return found
  }
  return {
    name: 'stemverse:feature-index',
    enforce: 'pre',
    buildStart() {
      read.clear()
    },
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!file.startsWith(src + sep) || !/\.tsx?$/.test(file)) return null
      if (!code.includes('import')) return null
      let changed = false
      const out = code.replace(importOfIndex, (all, typeOnly: string | undefined, names, spec) => {
        if (typeOnly || !spec.startsWith('.')) return all
        const target = resolve(dirname(file), spec.replace(/\/index(\.ts)?$/, ''))
        if (!indexes.has(target) || dirname(file) === target) return all
        const exported = exportsOf(target)
        const byFile = new Map<string, string[]>()
        for (const raw of (names as string).split(',')) {
          const spec = raw.trim()
          if (!spec) continue
          const isType = spec.startsWith('type ')
          const [name, alias] = spec.replace(/^type\s+/, '').split(/\s+as\s+/)
          const source = exported.get(name!)
          if (!source) throw new Error(`${file}: ${spec} is not exported by ${target}/index.ts`)
          const local = alias ?? name!
          const part = `${isType ? 'type ' : ''}${source.name === local ? local : `${source.name} as ${local}`}`
          byFile.set(source.file, [...(byFile.get(source.file) ?? []), part])
        }
        changed = true
        return [...byFile]
          .map(([from, parts]) => {
            let path = relative(dirname(file), from).split(sep).join('/')
            if (!path.startsWith('.')) path = `./${path}`
            return `import { ${parts.join(', ')} } from '${path}'`
          })
          .join('\n')
      })
      return changed ? { code: out, map: null } : null
    },
  }
}
