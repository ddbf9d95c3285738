// The browser's side of the site search: the language's index, fetched once on the visitor's
// intent (never before), and which pages this device keeps for reading offline.
import { localizePath } from '../../content/locales'
import { locale } from '../i18n/locale'
import { pagesCacheName } from '../offline'
import { searchIndexPath } from '../../content/paths'
import type { SiteSearch } from './engine'
import type { PackedIndex } from './pack'

let opening: Promise<SiteSearch> | null = null

/** The index of this language, ready to ask; a failed fetch may be tried again. */
export function loadSiteSearch(): Promise<SiteSearch> {
  // The index and the code that reads it (Orama, the stemmers) travel side by side.
  opening ??= Promise.all([
    fetch(localizePath(searchIndexPath, locale)).then((answer) => {
      if (!answer.ok) throw new Error(`The search index answered ${answer.status}`)
      return answer.json() as Promise<PackedIndex>
    }),
    import('./engine'),
    import('./stemmers'),
  ]).then(([packed, engine, { stemmers }]) => engine.openIndex(locale, stemmers, packed))
  opening.catch(() => {
    opening = null
  })
  return opening
}

/** The addresses (without the language's prefix) of the pages kept on this device. */
export async function keptPaths(): Promise<Set<string>> {
  if (typeof caches === 'undefined') return new Set()
  const name = pagesCacheName(locale)
  if (!(await caches.has(name))) return new Set()
  const keys = await (await caches.open(name)).keys()
  const prefix = localizePath('/', locale).replace(/\/$/, '')
  return new Set(
    keys.map((request) => {
      const path = new URL(request.url).pathname
      return path.slice(prefix.length) || '/'
    }),
  )
}
