// The pages this device keeps for reading offline, as the offline page lists them: read from the
// worker's pages cache (names.ts), each named by its own <title>.
import type { Locale } from '../../content/locales'
import { offlinePath } from './names'
import { isKeepablePage } from './routing'

export type KeptPage = { path: string; title: string }
export type CachedPage = { url: string; html: string }

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** The text of a page's <title>, its character references read; '' when it has none. */
export function titleOf(html: string): string {
  const raw = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? ''
  return raw
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex, decimal, name) => {
      if (hex) return String.fromCodePoint(parseInt(hex as string, 16))
      if (decimal) return String.fromCodePoint(parseInt(decimal as string, 10))
      return entities[(name as string).toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The kept pages of one language, once each, in the order of their titles in that language; the
 * offline page itself and pages of another language are left out.
 */
export function keptPages(
  pages: readonly CachedPage[],
  locale: Locale,
  origin: string,
  collator: Intl.Collator = new Intl.Collator(locale),
): KeptPage[] {
  const byPath = new Map<string, KeptPage>()
  for (const { url, html } of pages) {
    let parsed: URL
    try {
      parsed = new URL(url, origin)
    } catch {
      continue
    }
    if (parsed.origin !== origin || parsed.pathname === offlinePath(locale)) continue
    if (!isKeepablePage(parsed, { origin, locale })) continue
    if (byPath.has(parsed.pathname)) continue
    byPath.set(parsed.pathname, { path: parsed.pathname, title: titleOf(html) || parsed.pathname })
  }
  return [...byPath.values()].sort((a, b) => collator.compare(a.title, b.title))
}
