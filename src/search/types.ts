// What the search's build, index and page agree on.
import type { SiteSearchKind } from '../../machines/site-search.machine'

/** What a section is, to label its result. */
export type SectionKind = SiteSearchKind

/** A section as stored in the index. */
export type IndexedSection = {
  kind: SectionKind
  /** The page's address, without the language's prefix ('/BioVerse'). */
  path: string
  anchor: string
  page: string
  heading: string
  text: string
  en: string
}
