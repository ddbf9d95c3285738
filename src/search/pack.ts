// The index as it travels: Orama's saved data (its RawData) without what can be worked out again
// on arrival, so that a language's index stays well under the first query's 150 kB
// (docs/search.md). Orama's radix trees repeat each node's whole word and its first letter, and
// its scoring keeps, per section and word, the word's share of the field, per word its count, per
// field the sections' lengths and their mean. All of that follows from which sections hold each
// word and how often, which is what travels: per field, the tree of word endings, each with its
// sections (the difference from the previous one; [difference, count] for a word that occurs
// more than once). tests/search/search.test.ts holds pack and unpack to Orama's own data.
import type { RawData } from '@orama/orama'
import type { IndexedSection } from './types'

/** A tree node: [the letters it adds, its sections, its children]. */
type PackedNode = [string, (number | [number, number])[], PackedNode[]]
export type PackedIndex = {
  format: 1
  sections: IndexedSection[]
  trees: Record<string, PackedNode>
}

type OramaNode = {
  w: string
  s: string
  e: boolean
  k: string
  d: number[]
  c: [string, OramaNode][]
}
type OramaIndex = {
  indexes: Record<string, { type: string; node: OramaNode; isArray: boolean }>
  frequencies: Record<string, Record<string, Record<string, number>>>
  tokenOccurrences: Record<string, Record<string, number>>
  avgFieldLength: Record<string, number>
  fieldLengths: Record<string, Record<string, number>>
}
type Saved = {
  internalDocumentIDStore: { internalIdToId: string[] }
  index: OramaIndex
  docs: { docs: Record<string, IndexedSection>; count: number }
}

/**
 * How much of a section's text travels, to show around a match: the index holds every word, the
 * result shows the first ones when the match lies further (a long list of topics).
 */
export const keptText = 320
const cut = (text: string) => {
  if (text.length <= keptText) return text
  const end = text.lastIndexOf(' ', keptText)
  return `${text.slice(0, end > 0 ? end : keptText)} …`
}

/** Orama's saved data, packed. Sections must have been inserted with ids '1', '2', ... */
export function pack(raw: RawData): PackedIndex {
  const saved = raw as unknown as Saved
  const { index } = saved
  const count = saved.docs.count
  const sections = Array.from({ length: count }, (_, i) => {
    const section = saved.docs.docs[String(i + 1)]
    if (!section) throw new Error(`The index has no section ${i + 1}`)
    const { id: _id, ...rest } = section as IndexedSection & { id?: string }
    return { ...rest, text: cut(rest.text), en: cut(rest.en) }
  })
  const packNode = (node: OramaNode, field: string): PackedNode => {
    const ids = node.e ? [...new Set(node.d)].sort((a, b) => a - b) : []
    let previous = 0
    const docs = ids.map((id): number | [number, number] => {
      const share = index.frequencies[field]?.[id]?.[node.w] ?? 0
      const times = Math.round(share * (index.fieldLengths[field]?.[id] ?? 0))
      const gap = id - previous
      previous = id
      return times > 1 ? [gap, times] : gap
    })
    return [node.s, docs, node.c.map(([, child]) => packNode(child, field))]
  }
  const trees: Record<string, PackedNode> = {}
  for (const [field, tree] of Object.entries(index.indexes))
    trees[field] = packNode(tree.node, field)
  return { format: 1, sections, trees }
}

/** Orama's saved data again, from a packed index and an empty index of the same schema's. */
export function unpack(packed: PackedIndex, empty: RawData): RawData {
  const saved = structuredClone(empty) as unknown as Saved
  const { index } = saved
  const count = packed.sections.length
  saved.internalDocumentIDStore.internalIdToId = packed.sections.map((_, i) => String(i + 1))
  saved.docs = {
    docs: Object.fromEntries(packed.sections.map((section, i) => [String(i + 1), section])),
    count,
  }
  for (const [field, root] of Object.entries(packed.trees)) {
    const frequencies: Record<string, Record<string, number>> = {}
    const occurrences: Record<string, number> = {}
    const lengths: Record<string, number> = {}
    for (let id = 1; id <= count; id++) {
      frequencies[id] = {}
      lengths[id] = 0
    }
    const counts: [number, string, number][] = []
    const unpackNode = ([s, docs, children]: PackedNode, parentWord: string): OramaNode => {
      const w = parentWord + s
      let id = 0
      const ids = docs.map((entry) => {
        const [gap, times] = typeof entry === 'number' ? [entry, 1] : entry
        id += gap
        counts.push([id, w, times])
        lengths[id] = (lengths[id] ?? 0) + times
        occurrences[w] = (occurrences[w] ?? 0) + times
        return id
      })
      return {
        w,
        s,
        e: ids.length > 0,
        k: s.charAt(0),
        d: ids,
        c: children.map((child) => [child[0].charAt(0), unpackNode(child, w)]),
      }
    }
    const node = unpackNode(root, '')
    for (const [id, w, times] of counts) {
      const record = frequencies[id]
      if (record) record[w] = times / (lengths[id] ?? 1)
    }
    const tree = index.indexes[field]
    if (tree) tree.node = node
    index.frequencies[field] = frequencies
    index.tokenOccurrences[field] = occurrences
    index.fieldLengths[field] = lengths
    const total = Object.values(lengths).reduce((sum, n) => sum + n, 0)
    index.avgFieldLength[field] = count ? total / count : 0
  }
  return saved as unknown as RawData
}
