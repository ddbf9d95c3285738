// Shapes of the typed content. Content is data only: no logic, no imports from outside content/.

/** Every modal the application can show (docs/product.md, "Modals"). */
export type ModalKind =
  | 'offer'
  | 'schoolContact'
  | 'scheduling'
  | 'connectWithUs'
  | 'schoolDemo'
  | 'partnership'
  | 'generalInquiries'
  | 'grantApplication'
  | 'waitlist'
  | 'subscribe'
  | 'feedback'
  | 'video'
  | 'search'

/**
 * The shape of a content module written `as const`, with its texts widened to string: the type
 * the English module exports, so that its Spanish and Arabic siblings can hold other words.
 */
export type Words<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Words<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T

/** A modal's title, introduction and close label (content/modals.ts). */
export type ModalCopy = { title: string; intro: string; closeLabel: string }

/** How a page is dressed: decides the header variant. */
export type PageTheme = 'home' | 'info' | 'world' | 'syllabus' | 'blog' | 'plain'

/** A call to action: a link to a route or anchor, or a button that opens a modal. */
export type Cta =
  | { kind: 'link'; label: string; to: string; variant?: 'primary' | 'secondary' | 'ghost' }
  | { kind: 'modal'; label: string; modal: ModalKind; variant?: 'primary' | 'secondary' | 'ghost' }
  | { kind: 'disabled'; label: string; note?: string }

export type SectionItem = {
  title: string
  text?: string
  /** A figure shown large, e.g. '2,000+'. */
  figure?: string
  to?: string
  badge?: string
  /** Benefit cards inside a tab (the /svs impact tabs). */
  points?: { title: string; text: string }[]
  /** Key statistics inside a tab: a figure and what it measures. */
  stats?: { figure: string; label: string }[]
}

export type Section = {
  /** Used as the element id, so an anchor can point at it. */
  id: string
  /**
   * How the items are shown: cards (the default), an FAQ accordion (one open at a time, the first
   * open), tabs, a row of counters, or numbered steps.
   */
  display?: 'cards' | 'faq' | 'tabs' | 'counters' | 'steps'
  eyebrow?: string
  heading: string
  body?: string
  items?: SectionItem[]
  ctas?: Cta[]
  /** A picture beside the text: artwork by name (src/assets/art), its text alternative, its size. */
  image?: { art: string; alt: string; width: number; height: number }
}

export type PageContent = {
  path: string
  theme: PageTheme
  /** The document title, without the product-name suffix. */
  title: string
  /** The meta description. */
  description: string
  eyebrow?: string
  /** The page's one h1. */
  heading: string
  intro: string
  heroCtas?: Cta[]
  sections: Section[]
}

export type NavLink = { label: string; to: string }
export type NavGroup = { id: string; label: string; links: NavLink[] }

export type World = {
  id: number
  /** Stable key, used for icons, colours and media file names. */
  key: 'bioverse' | 'chemverse' | 'atomverse' | 'spaceverse' | 'geoverse' | 'mathverse'
  name: string
  path: string
  /** Styling class of the original; kept as the world's colour family. */
  class: string
  coming: boolean
  video: boolean
  subject: string
  subtitle: string
  description: string
}

export type FaqItem = { id: number; question: string; answer: string }

/** The sciences a syllabus list groups its topics by. */
export type SyllabusSubject = 'Biology' | 'Chemistry' | 'Physics'

/** One curriculum's topic list. */
export type Syllabus = {
  key: 'ib' | 'cambridge' | 'us' | 'uk' | 'australia' | 'india'
  /** The curriculum heading shown on the list, e.g. 'International Baccalaureate (IB)'. */
  heading: string
  /** A short name for cards and search results, e.g. 'IB'. */
  shortName: string
  groups: { subject: SyllabusSubject; topics: string[] }[]
}

export type Continent =
  'Africa' | 'Asia' | 'Europe' | 'South America' | 'North America' | 'Middle East' | 'Others'

/** The grant's eligible countries, grouped as /CountryList shows them. */
export type ContinentGroup = { continent: Continent; countries: string[] }

/** A block of a long text page: a paragraph, a bulleted list, or terms with what they mean. */
export type DocumentBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'facts'; items: { term: string; detail: string }[] }
  /** A paragraph that is a link to another page of the site (its path, without the language). */
  | { kind: 'link'; text: string; to: string }

/** A part of a section, under its own h3. */
export type DocumentPart = {
  /** The h3's id, so that an address can point at it. */
  id: string
  heading: string
  blocks: DocumentBlock[]
}

/** A section of a long text page, under its own h2, listed in the table of contents. */
export type DocumentSection = {
  /** The h2's id: the table of contents links to it. */
  id: string
  heading: string
  blocks: DocumentBlock[]
  parts?: DocumentPart[]
}

/**
 * A long text page (the accessibility statement, the privacy notice): one h1 and its intro, the
 * dates of the text, a table of contents and the sections in order. E-mail addresses in the text
 * become links.
 */
export type DocumentPage = {
  path: string
  theme: PageTheme
  /** The document title, without the product-name suffix. */
  title: string
  /** The meta description. */
  description: string
  eyebrow?: string
  /** The page's one h1. */
  heading: string
  intro: string
  /** The dates of the text (yyyy-mm-dd), shown in the page's language. */
  dates: { label: string; date: string }[]
  /** The table of contents' heading. */
  contentsLabel: string
  sections: DocumentSection[]
}
