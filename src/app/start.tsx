// The app proper, which src/main.tsx wakes once React and the router have been evaluated.
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { canonicalPath } from '../../schemas/canonical-path'
import { loadWorkerRegistration } from '../offline'
import { afterLoad } from '../lib/after-load'
import { isUnreachableCode } from '../lib/reach-code'
import { startInspector } from '../lib/dev-actors'
import { createAppRouter } from '../router'
import { AppProviders } from './providers'

declare global {
  interface Window {
    /** The router state a prerendered page carries (TanStack Router's dehydration). */
    $_TSR?: unknown
  }
}

/**
 * An error a boundary caught (the page's own screen shows it): said in the console, but for code
 * that could not be reached, which the page says in place and loads again (docs/decisions/014-code-that-fails-to-load.md).
 */
function onCaughtError(error: unknown, info: { componentStack?: string }) {
  if (!isUnreachableCode(error)) console.error(error, info.componentStack ?? '')
}

/** Hydrates the prerendered page, or renders a page the build did not make. */
export async function start() {
  await startInspector()
  // The address's one spelling before the router reads it (the service answers a 301 already;
  // this covers static hosts and the development server). Done once, so it cannot loop.
  const canonical = canonicalPath(window.location.pathname)
  if (canonical !== window.location.pathname) {
    window.history.replaceState(
      window.history.state,
      '',
      canonical + window.location.search + window.location.hash,
    )
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )

  // The one place that decides how the page starts. A prerendered page (it carries the router's
  // state) is hydrated: the HTML already painted becomes the app, no element is rebuilt. Anything
  // else (the development server, a post written after the build, an address the build did not
  // know) arrives as the empty shell, and the app renders into it.
  // A page is prerendered without the options in its address (`/blogs?search=cells`): with
  // options the page reads, it renders afresh rather than over HTML that shows something else,
  // unless the page reads them only after mount (its HTML holds their place).
  const withOptions = router
    .matchRoutes(router.latestLocation)
    .some(
      (match) =>
        Object.keys(match._strictSearch ?? {}).length > 0 &&
        !match.staticData.readsAddressAfterMount,
    )
  if (window.$_TSR && root.firstElementChild && !withOptions) {
    await hydrate(router)
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser
    // paint and answer input between them, instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app, {
        onCaughtError,
        onRecoverableError: (error, info) => {
          console.error(
            'Hydration mismatch: the page differs from its prerendered HTML',
            error,
            info,
          )
        },
      })
    })
  } else {
    // The shell's own title and description make way for the page's.
    document.querySelectorAll('head [data-static-head]').forEach((element) => element.remove())
    root.replaceChildren()
    await router.load()
    createRoot(root, { onCaughtError }).render(app)
  }
  // The service worker (pages kept for offline, the offer of a new version): in a chunk of its
  // own, once the page has loaded and the browser is idle, so that the first load pays nothing.
  // Its code out of reach (offline since the page loaded), it is registered once back online.
  const register = () =>
    void loadWorkerRegistration().then(
      (worker) => worker.default(router),
      () => window.addEventListener('online', register, { once: true }),
    )
  afterLoad(register)
}
