// The index as it travels: Orama's saved data (its RawData) without what can be worked out again
// on arrival, so that a language's index stays well under the first query's 150 kB
// (docs/search.md). Orama's radix trees repeat each node's whole word and its first letter, and
// its scoring keeps, per section and word, the word's share of the field, per word its count, per
// field the sections' lengths and their mean. All of that follows from which sections hold each
// word and how often, which is what travels: per field, the tree of word endings, each with its
// sections and how often it occurs in each. tests/search/search.test.ts holds pack and unpack to
// Orama's own data.
//
// Both travel in the shape gzip shrinks best (docs/search.md, "Loading, cost and speed"): the
// sections field by field, so that texts sit beside texts and addresses beside addresses, and
// each tree as one string, not nested JSON arrays, whose brackets, commas and decimal numbers
// cost Arabic's index a tenth of its weight. A node is written as its letters, then `|` and its
// sections (each a base-36 difference from the previous one, `*` and its count when the word
// occurs more than once, separated by `,`), then each child in parentheses:
// `cell|1,3*2(s|4)` is "cell" once in section 1 and twice in section 4, and "cells" in section 4.
// A word is letters and digits only (analyse.ts), so none of `|,*()` is ever one of its letters.
import type { RawData } from '@orama/orama'
import type { IndexedSection } from './types'

/** The sections of an index, a list per field: the i-th section is each list's i-th value. */
type SectionColumns = { [Key in keyof IndexedSection]: IndexedSection[Key][] }
export type PackedIndex = {
  format: 2
  sections: SectionColumns
  /** Per field, the tree of its words, written as above. */
  trees: Record<string, string>
}
/** Every field of a section, in the order the columns travel (a key each, so none is missed). */
const fields = {
  kind: 0,
  path: 1,
  anchor: 2,
  page: 3,
  heading: 4,
  text: 5,
  en: 6,
} satisfies Record<keyof IndexedSection, number>
const columns = Object.keys(fields) as (keyof IndexedSection)[]

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
    return { ...section, text: cut(section.text), en: cut(section.en) }
  })
  const packNode = (node: OramaNode, field: string): string => {
    const ids = node.e ? [...new Set(node.d)].sort((a, b) => a - b) : []
    let previous = 0
    const docs = ids.map((id) => {
      const share = index.frequencies[field]?.[id]?.[node.w] ?? 0
      const times = Math.round(share * (index.fieldLengths[field]?.[id] ?? 0))
      const gap = (id - previous).toString(36)
      previous = id
      return times > 1 ? `${gap}*${times.toString(36)}` : gap
    })
    const children = node.c.map(([, child]) => `(${packNode(child, field)})`)
    return `${node.s}${docs.length ? `|${docs.join(',')}` : ''}${children.join('')}`
  }
  const trees: Record<string, string> = {}
  for (const [field, tree] of Object.entries(index.indexes))
    trees[field] = packNode(tree.node, field)
  const packed = Object.fromEntries(
    columns.map((key) => [key, sections.map((section) => section[key])]),
  ) as SectionColumns
  return { format: 2, sections: packed, trees }
}

/**
 * A tree's string (above) read back as Orama's nodes; `onWord` is told each word's sections, as
 * [section, times it occurs].
 */
function readTree(text: string, onWord: (word: string, docs: [number, number][]) => void) {
  let at = 0
  const until = (stops: string) => {
    const start = at
    while (at < text.length && !stops.includes(text.charAt(at))) at++
    return text.slice(start, at)
  }
  const readNode = (parentWord: string): OramaNode => {
    const s = until('|()')
    const w = parentWord + s
    const docs: [number, number][] = []
    if (text.charAt(at) === '|') {
      at++
      let id = 0
      for (const entry of until('()').split(',')) {
        const [gap = '', times] = entry.split('*')
        id += parseInt(gap, 36)
        docs.push([id, times ? parseInt(times, 36) : 1])
      }
      onWord(w, docs)
    }
    const c: OramaNode['c'] = []
    while (text.charAt(at) === '(') {
      at++
      const child = readNode(w)
      c.push([child.k, child])
      if (text.charAt(at++) !== ')') throw new Error('The search index is malformed')
    }
    return { w, s, e: docs.length > 0, k: s.charAt(0), d: docs.map(([id]) => id), c }
  }
  return readNode('')
}

/** Orama's saved data again, from a packed index and an empty index of the same schema's. */
export function unpack(packed: PackedIndex, empty: RawData): RawData {
  // An index kept from an earlier build (the worker's cache, offline) fails as a failed fetch does.
  if (packed.format !== 2) throw new Error(`The search index has format ${String(packed.format)}`)
  const saved = structuredClone(empty) as unknown as Saved
  const { index } = saved
  const count = packed.sections.path.length
  const sections = Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(
        columns.map((key) => [key, packed.sections[key][i]]),
      ) as unknown as IndexedSection,
  )
  saved.internalDocumentIDStore.internalIdToId = sections.map((_, i) => String(i + 1))
  saved.docs = {
    docs: Object.fromEntries(sections.map((section, i) => [String(i + 1), section])),
    count,
  }
  for (const [field, text] of Object.entries(packed.trees)) {
    const frequencies: Record<string, Record<string, number>> = {}
    const occurrences: Record<string, number> = {}
    const lengths: Record<string, number> = {}
    for (let id = 1; id <= count; id++) {
      frequencies[id] = {}
      lengths[id] = 0
    }
    const counts: [number, string, number][] = []
    const node = readTree(text, (w, docs) => {
      for (const [id, times] of docs) {
        counts.push([id, w, times])
        lengths[id] = (lengths[id] ?? 0) + times
        occurrences[w] = (occurrences[w] ?? 0) + times
      }
    })
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
