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
import {
  assetsCacheName,
  enquirySyncTag,
  flushEnquiries,
  fontsCacheName,
  imagesCacheName,
  isToWorker,
  keepFonts,
  keepImages,
  keepPages,
  pagesCacheName,
} from './names'
import {
  fallbackFor,
  handlingOf,
  isKeepablePage,
  pageKey,
  workerLocale,
  type Handling,
} from './routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }
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

// The app's code, styles and fonts of this language, the offline page, the posters, the web
// manifest and its icons: fetched once the worker installs, replaced when a deploy changes them.
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
registerRoute(
  (options) => routeOf(options) === 'font',
  new CacheFirst({
    cacheName: fontsCacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: keepFonts.maxEntries,
        maxAgeSeconds: days(keepFonts.maxAgeDays),
      }),
    ],
  }),
)
registerRoute(
  (options) => routeOf(options) === 'image',
  new StaleWhileRevalidate({
    cacheName: imagesCacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: keepImages.maxEntries,
        maxAgeSeconds: days(keepImages.maxAgeDays),
        purgeOnQuotaError: true,
      }),
    ],
  }),
)
registerRoute(
  (options) => routeOf(options) === 'asset',
  new CacheFirst({
    cacheName: assetsCacheName(locale),
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: days(30), purgeOnQuotaError: true }),
    ],
  }),
)

self.addEventListener('message', (event) => {
  if (!isToWorker(event.data)) return
  if (event.data.type === 'skip-waiting') {
    // Only when the visitor pressed Reload: the page reloads once this worker takes over.
    void self.skipWaiting()
    return
  }
  // A page the visitor opened, by a link inside the site (no request reached the worker) or
  // before the worker was there: kept like any other page, unless it is kept already.
  const url = new URL(event.data.url, self.location.origin)
  if (!isKeepablePage(url, worker)) return
  event.waitUntil(keep(url, event))
})

async function keep(url: URL, event: ExtendableEvent) {
  const cache = await caches.open(pagesCacheName(locale))
  if (await cache.match(pageKey(url))) return
  const request = new Request(url.href, { credentials: 'same-origin' })
  await pages.handle({ request, event }).catch(() => undefined)
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
