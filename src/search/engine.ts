// The site search's index and its queries, on Orama (docs/decisions/011-site-search.md): the build
// fills an index per language and saves it (scripts/search/build.ts); the browser loads the saved
// index of its language and asks it. Orama finds the words (prefixes of the terms analyse.ts
// makes) and scores them (BM25, the heading and the page's title weighing more); this module
// makes a query's words all count, adds the synonyms' variants and cuts the text shown.
import { create, insertMultiple, load, save, search } from '@orama/orama'
import { english, type Locale } from '../../content/locales'
import { searchSynonyms } from '../../content/search-words'
import { pack, unpack, type PackedIndex } from './pack'
import type { IndexedSection, SectionKind } from './types'
export type { IndexedSection, SectionKind } from './types'
import { createAnalyser, type Analyser, type Field, type LanguageStemmers } from './analyse'

/** A found section, ready to show: the text around the match, cut in parts with the matches. */
export type SearchHit = {
  id: string
  kind: SectionKind
  path: string
  anchor: string
  page: string
  heading: string
  /** The words around the first match; `mark` says which parts to mark. */
  snippet: { text: string; mark: boolean }[]
  score: number
}

const schema = { page: 'string', heading: 'string', text: 'string', en: 'string' } as const
const boost = { page: 2, heading: 3, text: 1, en: 1 }
const properties: Field[] = ['page', 'heading', 'text', english]
/** The most results shown. */
export const maxHits = 20
/** The most sections of one page among them. */
export const maxPerPage = 2
const snippetLength = 160

/** An empty index whose words are read by `analyser` (and a query's terms taken as they come). */
function createDb(analyser: Analyser) {
  return create({
    schema,
    // Results are ordered by score only: no sorting index to build or ship.
    sort: { enabled: false },
    components: {
      tokenizer: {
        language: 'english',
        normalizationCache: new Map(),
        tokenize: (raw: string, _language?: string, prop?: string) =>
          prop ? analyser.indexTerms(raw, prop as Field) : [raw],
      },
    },
  })
}
type Db = ReturnType<typeof createDb>

/** The build's side: an index of these sections, saved as plain data to ship as JSON. */
export async function buildIndex(
  locale: Locale,
  stemmers: LanguageStemmers,
  sections: readonly IndexedSection[],
): Promise<PackedIndex> {
  const db = createDb(createAnalyser(locale, stemmers))
  await insertMultiple(
    db,
    sections.map((section, i) => ({ ...section, id: String(i + 1) })),
  )
  return pack(save(db))
}

export type SiteSearch = { find: (query: string) => Promise<SearchHit[]> }

/** The browser's side: the saved index of a language, ready to answer queries. */
export function openIndex(
  locale: Locale,
  stemmers: LanguageStemmers,
  packed: PackedIndex,
): SiteSearch {
  const analyser = createAnalyser(locale, stemmers)
  const db = createDb(analyser)
  load(db, unpack(packed, save(db)))
  const synonyms = searchSynonyms[locale].map((group) => group.map(analyser.queryTerms))
  return { find: (query) => find(db, analyser, synonyms, query) }
}

type Clause = string[]

/** The query and, where it holds a phrase of a synonym group, the query with each other one. */
function variantsOf(clauses: Clause[], synonyms: Clause[][][]): Clause[][] {
  const variants = [clauses]
  const meets = (a: Clause, b: Clause) => a.some((term) => b.includes(term))
  for (const group of synonyms) {
    for (const phrase of group) {
      if (phrase.length === 0) continue
      for (let at = 0; at + phrase.length <= clauses.length; at++) {
        if (!phrase.every((clause, i) => meets(clause, clauses[at + i] ?? []))) continue
        for (const other of group) {
          if (other === phrase) continue
          variants.push([...clauses.slice(0, at), ...other, ...clauses.slice(at + phrase.length)])
        }
      }
    }
  }
  return variants
}

async function scoresOf(db: Db, term: string, documents: Map<string, IndexedSection>) {
  const found = await search(db, { term, properties, boost, limit: 1000, threshold: 1 })
  for (const hit of found.hits) documents.set(hit.id, hit.document as unknown as IndexedSection)
  return new Map(found.hits.map((hit) => [hit.id, hit.score]))
}

async function find(db: Db, analyser: Analyser, synonyms: Clause[][][], query: string) {
  const clauses = analyser.queryTerms(query)
  if (clauses.length === 0) return []
  const terms = new Map<string, Map<string, number>>()
  const documents = new Map<string, IndexedSection>()
  const scoresFor = async (term: string) => {
    let known = terms.get(term)
    if (!known) terms.set(term, (known = await scoresOf(db, term, documents)))
    return known
  }
  const best = new Map<string, number>()
  for (const variant of variantsOf(clauses, synonyms)) {
    // A section must hold every word of the query (one of its alternatives, or a word they
    // begin); its score is the sum of its words' best.
    let total: Map<string, number> | null = null
    for (const clause of variant) {
      const merged = new Map<string, number>()
      for (const term of clause) {
        for (const [id, score] of await scoresFor(term)) {
          merged.set(id, Math.max(score, merged.get(id) ?? 0))
        }
      }
      if (total === null) total = merged
      else {
        const next = new Map<string, number>()
        for (const [id, score] of total) {
          const more = merged.get(id)
          if (more !== undefined) next.set(id, score + more)
        }
        total = next
      }
      if (total.size === 0) break
    }
    for (const [id, score] of total ?? []) best.set(id, Math.max(score, best.get(id) ?? 0))
  }
  const allTerms = [...new Set(clauses.flat())]
  const isMatch = (written: string) =>
    analyser.markKeys(written).some((key) => allTerms.some((term) => key.startsWith(term)))
  // The best first, at most two sections of one page, so that one long page (a post) does
  // not push the others out of the list.
  const perPage = new Map<string, number>()
  const hits: SearchHit[] = []
  for (const [id, score] of [...best].sort((a, b) => b[1] - a[1])) {
    const section = documents.get(id)
    if (!section) continue
    const shown = perPage.get(section.path) ?? 0
    if (shown >= maxPerPage) continue
    perPage.set(section.path, shown + 1)
    hits.push(hitOf(id, score, section, isMatch))
    if (hits.length === maxHits) break
  }
  return hits
}

/** The text around a section's first match, in parts, the matching words to be marked. */
export function snippetOf(text: string, isMatch: (word: string) => boolean) {
  const words = [...text.matchAll(/[\p{L}\p{N}\p{M}\u0640]+/gu)]
  const first = words.find((w) => isMatch(w[0]))
  let start = 0
  if (first?.index !== undefined && first.index > snippetLength / 3) {
    const space = text.indexOf(' ', first.index - Math.floor(snippetLength / 3))
    start = space < 0 ? first.index : space + 1
  }
  let end = Math.min(text.length, start + snippetLength)
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), start + 1)
  const parts: { text: string; mark: boolean }[] = []
  let at = start
  for (const w of words) {
    const index = w.index ?? 0
    if (index < start || index + w[0].length > end || !isMatch(w[0])) continue
    if (index > at) parts.push({ text: text.slice(at, index), mark: false })
    parts.push({ text: w[0], mark: true })
    at = index + w[0].length
  }
  if (at < end) parts.push({ text: text.slice(at, end), mark: false })
  if (start > 0) parts.unshift({ text: '… ', mark: false })
  if (end < text.length) parts.push({ text: ' …', mark: false })
  return parts
}

function hitOf(
  id: string,
  score: number,
  section: IndexedSection,
  isMatch: (word: string) => boolean,
): SearchHit {
  const text = [section.text, section.en].filter(Boolean).join(' ')
  const shown = text || section.heading
  return {
    id,
    kind: section.kind,
    path: section.path,
    anchor: section.anchor,
    page: section.page,
    heading: section.heading,
    snippet: snippetOf(shown, isMatch),
    score,
  }
}
