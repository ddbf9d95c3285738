// The service worker, one per language (/sw.js, /es/sw.js, /ar/sw.js), each with its own scope
// and its own precache (docs/offline.md). Workbox does the caching; the decisions are routing.ts's.
// The build bundles this file and writes each language's precache list into it
// (scripts/sw/build.mjs).
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { localizePath } from '../../content/locales'
import { paths, searchIndexPath } from '../../content/paths'
import {
  assetsCacheName,
  enquirySyncTag,
  flushEnquiries,
  fontsCacheName,
  imagesCacheName,
  isToWorker,
  keepAssets,
  keepFonts,
  keepImages,
  keepPages,
  pagesCacheName,
  searchCacheName,
} from './names'
import { reachOnUse, type OnUseGraph } from './on-use-graph'
import {
  fallbackFor,
  handlingOf,
  isKeepablePage,
  keptAssetHandling,
  pageKey,
  workerLocale,
  type Handling,
} from './routing'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
  /** The search's code and styles in this language, written in by the build like the precache. */
  __SEARCH_FILES: string[]
  /** What this language's pages may load on use, written in by the build (./on-use-graph.ts). */
  __ON_USE: OnUseGraph
}
declare global {
  /** Background Sync's event (not in TypeScript's library yet). */
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

const locale = workerLocale(self.registration.scope)
const worker = { origin: self.location.origin, locale }
const days = (n: number) => n * 24 * 60 * 60

// The offline page with the code, styles and font that wake it, and the web manifest: fetched
// once the worker installs, replaced when a deploy changes them (scripts/sw/precache.mjs). What
// else a reader needs offline is kept as they read: the pages they open and those pages' files.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const keyByAddress = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => pageKey(request.url),
}
const pages = new NetworkFirst({
  cacheName: pagesCacheName(locale),
  // Online, a deploy is seen at once; on a network that hangs, the kept copy after 3 s.
  networkTimeoutSeconds: 3,
  plugins: [
    keyByAddress,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: keepPages.maxEntries,
      maxAgeSeconds: days(keepPages.maxAgeDays),
    }),
  ],
})

const routeOf = (options: { request: Request; url: URL }): Handling =>
  handlingOf(
    {
      url: options.url,
      method: options.request.method,
      mode: options.request.mode,
      destination: options.request.destination,
    },
    worker,
  )

registerRoute(
  (options) => routeOf(options) === 'page',
  async (options: RouteHandlerCallbackOptions) => {
    try {
      const answer = await pages.handle(options as { request: Request; event: ExtendableEvent })
      if (answer) return answer
    } catch {
      // Neither the network nor the cache: the offline page below.
    }
    const fallback = fallbackFor('page', locale)
    return (fallback && (await matchPrecache(fallback))) || Response.error()
  },
)
const fonts = new CacheFirst({
  cacheName: fontsCacheName,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: keepFonts.maxEntries,
      maxAgeSeconds: days(keepFonts.maxAgeDays),
    }),
  ],
})
registerRoute((options) => routeOf(options) === 'font', fonts)
const images = new StaleWhileRevalidate({
  cacheName: imagesCacheName,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: keepImages.maxEntries,
      maxAgeSeconds: days(keepImages.maxAgeDays),
      purgeOnQuotaError: true,
    }),
  ],
})
registerRoute((options) => routeOf(options) === 'image', images)
// The code and styles of the pages a reader opened (and of a deploy newer than the precache).
const assets = new CacheFirst({
  cacheName: assetsCacheName(locale),
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: keepAssets.maxEntries,
      maxAgeSeconds: days(keepAssets.maxAgeDays),
      purgeOnQuotaError: true,
    }),
  ],
})
registerRoute((options) => routeOf(options) === 'asset', assets)

// The site search (docs/search.md): its index answers from the network while online and from
// the kept copy offline. Once a page has been read a while (register.ts: fetch-ahead) the worker
// keeps the index and the /search page in the background, so that search works offline after
// one visit; the page itself never fetches them before the visitor reaches for the search.
const searchIndex = new NetworkFirst({
  cacheName: searchCacheName(locale),
  networkTimeoutSeconds: 3,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
})
registerRoute((options) => routeOf(options) === 'search', searchIndex)
/** Fetched ahead of need, once the page asks (names.ts: fetchAheadAfterMs). */
function fetchAhead(event: ExtendableEvent, assets: readonly string[]) {
  const index = new URL(localizePath(searchIndexPath, locale), self.location.origin)
  const page = new URL(localizePath(paths.search, locale), self.location.origin)
  event.waitUntil(
    Promise.all([
      searchIndex.handle({ request: new Request(index.href), event }).catch(() => undefined),
      keep(page, event).catch(() => undefined),
      // The dialog's and the page's code (with Orama and its stemmers), or offline the header's
      // search control would have nothing to open.
      ...self.__SEARCH_FILES.map((file) => keepAsset(file, event).catch(() => undefined)),
      keepOnUse(assets, event),
    ]),
  )
}

/**
 * What a kept page may load on a visitor's action (its forms, the country picker, the code that
 * sends, its dialogs, the search, the offline queue), found from the files it woke with in the
 * build's graph: kept like the page's own files, so that nothing it loads on use is missing
 * offline. What the page has fetched already comes from the browser's cache.
 */
function keepOnUse(assets: readonly string[], event: ExtendableEvent) {
  const files = reachOnUse(
    self.__ON_USE,
    assets.map((asset) => new URL(asset, self.location.origin).pathname),
  )
  return Promise.all(files.map((file) => keepAsset(file, event).catch(() => undefined)))
}

self.addEventListener('message', (event) => {
  if (!isToWorker(event.data)) return
  if (event.data.type === 'skip-waiting') {
    // Only when the visitor pressed Reload: the page reloads once this worker takes over.
    void self.skipWaiting()
    return
  }
  if (event.data.type === 'fetch-ahead') return fetchAhead(event, event.data.assets ?? [])
  // A page the visitor opened, by a link inside the site (no request reached the worker) or
  // before the worker was there: kept like any other page, unless it is kept already.
  const url = new URL(event.data.url, self.location.origin)
  if (!isKeepablePage(url, worker)) return
  const assets = event.data.assets ?? []
  event.waitUntil(
    Promise.all([
      keep(url, event),
      ...assets.map((asset) => keepAsset(asset, event)),
      ...(event.data.onUse ? [keepOnUse(assets, event)] : []),
    ]),
  )
})

async function keep(url: URL, event: ExtendableEvent) {
  const cache = await caches.open(pagesCacheName(locale))
  if (await cache.match(pageKey(url))) return
  const request = new Request(url.href, { credentials: 'same-origin' })
  await pages.handle({ request, event }).catch(() => undefined)
}

/**
 * A file of a kept page (its code, styles, fonts and pictures): the page fetched it already, so the browser's HTTP cache answers
 * (hashed files are immutable) and nothing crosses the network again.
 */
async function keepAsset(address: string, event: ExtendableEvent) {
  const url = new URL(address, self.location.origin)
  const handling = keptAssetHandling(url, worker)
  if (!handling || (await matchPrecache(url.href))) return
  const strategy = handling === 'font' ? fonts : handling === 'image' ? images : assets
  if (await caches.match(url.href, { cacheName: strategy.cacheName })) return
  const request = new Request(url.href, { credentials: 'same-origin' })
  await strategy.handle({ request, event }).catch(() => undefined)
}

// Background Sync: the enquiry queue lives in the pages (IndexedDB), so the worker only wakes
// them. With no page open it does nothing: the queue is sent on the next visit.
self.addEventListener('sync', (event) => {
  if (event.tag !== enquirySyncTag) return
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => clients.forEach((client) => client.postMessage(flushEnquiries))),
  )
})
