// The offline page's reading of the browser's Cache Storage (the service worker keeps the pages
// there: src/offline/worker.ts), and its clearing.
import type { KeptPagesFound } from '../../machines/kept-pages.machine'
import { locale } from '../i18n/locale'
import { keptPages } from './kept-pages'
import { pagesCacheName, runtimeCacheNames } from './names'
import { shownAtAttribute } from './stand-in'

/** The kept pages of this language with their titles, or null where the browser keeps none. */
export async function readKeptPages(): Promise<KeptPagesFound> {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return null
  // The address asked for, which the offline page stands in for (./stand-in.ts).
  const address =
    document.documentElement.getAttribute(shownAtAttribute) ?? window.location.pathname
  const name = pagesCacheName(locale)
  // caches.open would make the cache; a device that kept nothing has none.
  if (!(await caches.has(name))) return { pages: [], address }
  const cache = await caches.open(name)
  const entries = await Promise.all(
    (await cache.keys()).map(async (request) => ({
      url: request.url,
      html: (await (await cache.match(request))?.text()) ?? '',
    })),
  )
  return { pages: keptPages(entries, locale, window.location.origin), address }
}

/** Deletes the pages (and stray build files) this language's worker keeps. */
export async function clearKeptPages(): Promise<void> {
  await Promise.all(runtimeCacheNames(locale).map((name) => caches.delete(name)))
}
