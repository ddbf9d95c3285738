// @vitest-environment node
// tests/ mirrors src/: each folder of src/ with code of its own has a folder of tests of the same
// name, with at least one test in it, so that a reader looking for the tests of src/x finds them
// in tests/x. The compiled messages (src/paraglide) are generated; src/styles is style sheets and
// the two modules that import a language's fonts, drawn in every page the browser tests load.
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const generatedOrTypes = new Set(['paraglide', 'styles'])

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe('tests/ mirrors src/', () => {
  it('gives every folder of src/ with code its own folder of tests', () => {
    const missing = readdirSync(join(root, 'src'))
      .filter((name) => statSync(join(root, 'src', name)).isDirectory())
      .filter((name) => !generatedOrTypes.has(name))
      .filter((name) => files(join(root, 'src', name)).some((file) => /\.tsx?$/.test(file)))
      .filter((name) => {
        try {
          return !files(join(root, 'tests', name)).some((file) => /\.test\.tsx?$/.test(file))
        } catch {
          return true
        }
      })
    expect(missing).toEqual([])
  })
})
