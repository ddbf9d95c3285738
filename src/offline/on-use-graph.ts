// What a kept page may load on a visitor's action, as the build writes it into each worker
// (scripts/sw/precache.mjs: onUseGraph): each script and style sheet of the language's build, by
// address, and the files that load with it or on use (its imports, its styles, its dynamic
// imports, but not other pages' own chunks). Plain data and one function, for the worker, the
// build and their tests.

export type OnUseGraph = {
  /** Where the language's build is served from ('/fr/'). */
  base: string
  /** Files, from the base ('assets/x.js'). */
  files: string[]
  /** For each file (same order), the indexes of the files that load with it or on use. */
  next: number[][]
}

/** Every address the graph reaches from the addresses in `start` (themselves included). */
export function reachOnUse(graph: OnUseGraph, start: readonly string[]): string[] {
  const index = new Map(graph.files.map((file, n) => [graph.base + file, n]))
  const seen = new Set<number>()
  const queue = start.flatMap((address) => {
    const n = index.get(address)
    return n === undefined ? [] : [n]
  })
  while (queue.length) {
    const n = queue.pop()!
    if (seen.has(n)) continue
    seen.add(n)
    queue.push(...(graph.next[n] ?? []))
  }
  return [...seen].map((n) => graph.base + graph.files[n]!)
}
