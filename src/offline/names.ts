// What the service worker and the pages agree on: the names of the caches, the Background Sync
// tag and the messages they exchange (docs/offline.md). Plain data, so that both the worker's
// bundle and the page's code can import it.
import { deviceKeeping } from '../../content/device-facts'
import { localizePath, type Locale } from '../../content/locales'

/** The pages a visitor has opened in one language, kept for reading offline. */
export const pagesCacheName = (locale: Locale) => `stemverse-pages-${locale}`
/** Pictures (posters, artwork, blog images): the newest kept, refreshed in the background. */
export const imagesCacheName = 'stemverse-images'
/** Fonts: they never change under one address. */
export const fontsCacheName = 'stemverse-fonts'
/** Hashed build files the precache does not hold (after a deploy, before the worker updates). */
export const assetsCacheName = (locale: Locale) => `stemverse-assets-${locale}`

/** The site search's index of one language (docs/search.md). */
export const searchCacheName = (locale: Locale) => `stemverse-search-${locale}`

/** Every runtime cache the site makes: what "Clear pages kept on this device" deletes. */
export const runtimeCacheNames = (locale: Locale) => [
  pagesCacheName(locale),
  assetsCacheName(locale),
  searchCacheName(locale),
]

/** How long and how many of each are kept (content/facts.ts, which the privacy page reads). */
export const keepPages = deviceKeeping.pages
export const keepImages = deviceKeeping.images
export const keepFonts = deviceKeeping.fonts
export const keepAssets = deviceKeeping.code

/** The page shown in place of one this device has not kept, in a language. */
export const offlinePath = (locale: Locale) => localizePath('/offline', locale)

/** The worker's script and scope in a language: /sw.js for /, /es/sw.js for /es/. */
export const workerScript = (locale: Locale) => localizePath('/sw.js', locale)
export const workerScope = (locale: Locale) => localizePath('/', locale)

/** The Background Sync tag the enquiry queue registers; the worker answers it. */
export const enquirySyncTag = 'enquiry-queue'

/**
 * From a page to its worker. `keep-page` names the page and the files that woke it (its scripts,
 * styles and fonts, as the page fetched them), kept with it so that it wakes offline too; with
 * `onUse`, also what those files may load on a visitor's action (the forms, the country picker,
 * the dialogs, the search, the offline queue: worker.ts, keepOnUse). `fetch-ahead` asks for what
 * a reader who stays will want: the search, and what the page's files may load on use.
 */
export type ToWorker =
  | { type: 'keep-page'; url: string; assets?: string[]; onUse?: boolean }
  | { type: 'skip-waiting' }
  | { type: 'fetch-ahead'; assets?: string[] }

/**
 * How long a page is read before its worker fetches ahead what the visitor has not asked for yet
 * (the site search's index and page, docs/search.md): a reader who stays, and only when the
 * browser is idle on a network that is not metered. The load budget counts it apart from the
 * worker's install (docs/performance.md, docs/offline.md).
 */
export const fetchAheadAfterMs = 15_000

/** From the worker to every open page: send what the enquiry queue holds. */
export const flushEnquiries = { type: 'flush-enquiries' } as const
export type FromWorker = typeof flushEnquiries

/** A message a worker may act on; anything else is ignored. */
export function isToWorker(data: unknown): data is ToWorker {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  const assetsValid =
    message.assets === undefined ||
    (Array.isArray(message.assets) && message.assets.every((a) => typeof a === 'string'))
  if (message.type === 'skip-waiting') return true
  if (message.type === 'fetch-ahead') return assetsValid
  return (
    message.type === 'keep-page' &&
    typeof message.url === 'string' &&
    assetsValid &&
    (message.onUse === undefined || typeof message.onUse === 'boolean')
  )
}
