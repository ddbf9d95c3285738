// The service worker's registration, loaded in a chunk of its own once the page has loaded and
// the browser is idle (src/app/start.tsx), so the first load pays nothing for it. It keeps each
// page the visitor opens (names.ts: keep-page), and watches for a new version to offer.
import type { ToWorker } from './names'

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
  // The page the visitor is on, and each one they open inside the site, kept for offline.
  const ready = await navigator.serviceWorker.ready
  const keep = () => post(ready.active, { type: 'keep-page', url: window.location.href })
  keep()
  router.subscribe('onResolved', keep)
  watchForUpdates(registration)
}

function post(worker: ServiceWorker | null | undefined, message: ToWorker) {
  worker?.postMessage(message)
}

/**
 * A new worker that has installed while this page runs the old one waits: the page offers to
 * reload (./update-offer.tsx, loaded only then). A first install (no controller yet) is no update.
 */
function watchForUpdates(registration: ServiceWorkerRegistration) {
  let offered = false
  const offer = () => {
    if (offered || !registration.waiting || !navigator.serviceWorker.controller) return
    offered = true
    void import('./update-offer').then(({ showUpdateOffer }) => showUpdateOffer(registration))
  }
  offer()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer()
    })
  })
}
