// What the site search indexes of a prerendered page (scripts/search/build.ts): the text of its
// `main`, cut into sections at its headings, so that a result links to the part of the page that
// matched. Left out: what assistive technology does not read (aria-hidden), scripts, styles and
// pictures, the navigation and asides inside main (the worlds' switcher would make every world
// page match every world's name), and a post's share buttons and related posts. A closed FAQ answer is kept: it is the page's text, one press away.
// Text marked lang="en" on a Spanish or Arabic page is kept apart, to be read as English.
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { english } from '../../content/locales'
import { paths } from '../../content/paths'
import type { SectionKind } from './types'

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

/** One searchable part of a page: under one heading, up to the next. */
export type PageSection = {
  /** The page's title (its h1). */
  page: string
  heading: string
  /** The id to land on, the heading's or its section's ('' for the top of the page). */
  anchor: string
  /** Text in the page's language. */
  text: string
  /** Text marked as English on a page in another language. */
  en: string
}

const skipped = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'nav',
  'video',
  'iframe',
])
skipped.add('aside')
// A post's share buttons and its related posts: the other posts' own sections say it better.
const skippedParts = new Set(['share-heading', 'related-heading'])
const headings = new Set(['h1', 'h2', 'h3'])
// Elements whose end ends a run of words (so 'Biology' and 'BioVerse' in two cells stay apart).
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'em', 'i', 'mark', 'q'])
inline.add('s').add('small').add('span').add('strong').add('sub').add('sup').add('time').add('u')

const attr = (node: Node, name: string) =>
  'attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  if ('tagName' in node && (skipped.has(node.tagName) || attr(node, 'aria-hidden') === 'true')) {
    return ''
  }
  if (!('childNodes' in node)) return ''
  const inner = node.childNodes.map(textOf).join('')
  return 'tagName' in node && !inline.has(node.tagName) ? ` ${inner} ` : inner
}

function findMain(node: Node): Node | null {
  if ('tagName' in node && node.tagName === 'main') return node
  if (!('childNodes' in node)) return null
  for (const child of node.childNodes) {
    const found = findMain(child)
    if (found) return found
  }
  return null
}

/** The sections of a page's HTML, in order; none when it has no `main`. */
export function sectionsOf(html: string, pageLocale: string): PageSection[] {
  const main = findMain(parse(html))
  if (!main) return []
  const sections: PageSection[] = []
  let page = ''
  let current: { heading: string; anchor: string; text: string[]; en: string[] } = {
    heading: '',
    anchor: '',
    text: [],
    en: [],
  }
  const flush = () => {
    const text = squeeze(current.text.join(' '))
    const en = squeeze(current.en.join(' '))
    if (current.heading || text || en) {
      sections.push({ page, heading: current.heading, anchor: current.anchor, text, en })
    }
  }
  const walk = (node: Node, lang: string, anchor: string) => {
    if (node.nodeName === '#text' && 'value' in node) {
      ;(lang === english && pageLocale !== english ? current.en : current.text).push(node.value)
      return
    }
    if (!('tagName' in node)) return
    if (skipped.has(node.tagName) || attr(node, 'aria-hidden') === 'true') return
    if (skippedParts.has(attr(node, 'aria-labelledby') ?? '')) return
    const ownLang = attr(node, 'lang') ?? lang
    const ownAnchor = attr(node, 'id') ?? anchor
    if (headings.has(node.tagName)) {
      const heading = squeeze(textOf(node))
      if (node.tagName === 'h1') {
        page ||= heading
      }
      flush()
      current = {
        heading,
        anchor: node.tagName === 'h1' ? '' : ownAnchor,
        text: [],
        en: ownLang === english && pageLocale !== english ? [heading] : [],
      }
      return
    }
    for (const child of node.childNodes) walk(child, ownLang, ownAnchor)
    if (!inline.has(node.tagName)) current.text.push(' ')
  }
  if ('childNodes' in main) for (const child of main.childNodes) walk(child, pageLocale, '')
  flush()
  return sections.map((section) => ({ ...section, page: section.page || page }))
}

const worlds = new Set(['/BioVerse', '/ChemVerse', '/AtomVerse', '/SpaceVerse', '/GeoVerse'])
worlds.add('/mathVerse')

/** What kind of page a path is, to label its results. */
export function kindOf(path: string, anchor: string): SectionKind {
  if (worlds.has(path)) return anchor === 'faq' ? 'faq' : 'world'
  if (path.startsWith('/blogs/')) return 'post'
  if (path === paths.countryList) return 'countries'
  if (path === paths.grant) return 'grant'
  if (path === paths.curriculum || path === paths.subjects || /-sylabus-list$/.test(path)) {
    return 'curriculum'
  }
  return anchor === 'faq' ? 'faq' : 'page'
}
