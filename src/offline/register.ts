// The service worker's registration, loaded in a chunk of its own once the page has loaded and
// the browser is idle (src/app/start.tsx), so the first load pays nothing for it. It keeps each
// page the visitor opens (names.ts: keep-page), and watches for a new version to offer.
import { fetchAheadAfterMs, type ToWorker } from './names'

type Navigations = { subscribe: (event: 'onResolved', listener: () => void) => () => void }

/** Registers the worker of the page's language; the default export, the app's one call here. */
export default async function registerServiceWorker(router: Navigations): Promise<void> {
  // The development server has no worker: its pages change with every edit.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  // The language's worker sits beside its web app manifest, which every page links: /ar/sw.js
  // for /ar/manifest.webmanifest, with the scope /ar/ (names.ts: workerScript, workerScope).
  // Read from the page, so that this chunk needs no other module to start.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!manifest) return
  const scope = new URL('.', manifest.href)
  // Installing, the worker fetches the offline page and what wakes it ahead of need: not on a
  // network the visitor pays for or that crawls (docs/offline.md), until that changes.
  await unmetered()
  let registration: ServiceWorkerRegistration
  try {
    registration = await navigator.serviceWorker.register(new URL('sw.js', scope), {
      scope: scope.pathname,
      // The worker's script is always asked of the server, whatever a cache says.
      updateViaCache: 'none',
    })
  } catch (error) {
    // A browser that refuses (private mode, a policy): the site works as without a worker.
    console.warn('The service worker could not be registered', error)
    return
  }
  // The page the visitor is on, and each one they open inside the site, kept for offline; once the
  // reader has stayed (below), with what each may load on use.
  const ready = await navigator.serviceWorker.ready
  let ahead = false
  const keep = () =>
    post(ready.active, {
      type: 'keep-page',
      url: window.location.href,
      assets: wokeWith(scope),
      onUse: ahead,
    })
  keep()
  router.subscribe('onResolved', keep)
  // An offer whose code could not be loaded is made again with the next page.
  const offer = watchForUpdates(registration)
  router.subscribe('onResolved', offer)
  // What the visitor has not asked for yet (the site search, and the code this page loads on use:
  // its forms, the country picker, its dialogs, the offline queue) waits for a reader who stays,
  // an idle browser and a network that is not metered, or for the visitor leaving the page,
  // whichever comes first: never within the page's first load (docs/offline-queue.md).
  const fetchAhead = () => {
    if (ahead) return
    ahead = true
    post(navigator.serviceWorker.controller ?? ready.active, {
      type: 'fetch-ahead',
      assets: wokeWith(scope),
    })
  }
  setTimeout(() => {
    const ask = () => void unmetered().then(fetchAhead)
    if ('requestIdleCallback' in window) requestIdleCallback(ask, { timeout: 5_000 })
    else ask()
  }, fetchAheadAfterMs)
  // Leaving (another page by address, a closed tab, the app in the background): the worker goes
  // on fetching after the page has gone.
  const leaving = () => {
    if (!metered()) fetchAhead()
  }
  window.addEventListener('pagehide', leaving)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving()
  })
}

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string }

const connection = () => (navigator as Navigator & { connection?: Connection }).connection

/** Whether the visitor pays for the network or it crawls: Save-Data on, or 2G. */
function metered() {
  const now = connection()
  return !!now && (now.saveData === true || /(?:^|-)2g$/.test(now.effectiveType ?? ''))
}

/** Resolves at once on an ordinary network, or once Save-Data is off and the network beyond 2G. */
function unmetered(): Promise<void> {
  if (!metered()) return Promise.resolve()
  return new Promise((resolve) => {
    const check = () => {
      if (metered()) return
      connection()?.removeEventListener('change', check)
      resolve()
    }
    connection()?.addEventListener('change', check)
  })
}

/**
 * The code, styles, fonts and pictures the page has fetched from its language's build (the
 * browser's resource timing): the worker keeps them with the page, from the browser's cache.
 */
function wokeWith(scope: URL): string[] {
  const assets = new URL('assets/', scope).href
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(assets) && /\.(?:js|css|woff2|svg|webp|png)$/.test(name))
}

function post(worker: ServiceWorker | null | undefined, message: ToWorker) {
  worker?.postMessage(message)
}

/**
 * A new worker that has installed while this page runs the old one waits: the page offers to
 * reload (./update-offer.tsx, loaded only then). A first install (no controller yet) is no update.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): () => void {
  let offered = false
  const offer = () => {
    if (offered || !registration.waiting || !navigator.serviceWorker.controller) return
    offered = true
    void (async () => {
      try {
        const { showUpdateOffer } = await import('./update-offer')
        showUpdateOffer(registration)
      } catch {
        // Out of reach (the network went since): offered again with the next page.
        offered = false
      }
    })()
  }
  offer()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer()
    })
  })
  return offer
}
