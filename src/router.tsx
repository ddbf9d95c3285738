import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { PageTheme } from '../content/types'
import { localePrefix } from './i18n/locale'
import { routeTree } from './routeTree.gen'
import { NotFoundView, RouteError } from './views/errors/lazy-views'
import type { BlogClient } from './blog'

/**
 * The app's router; prerendering passes isServer and the blog's answers from the Markdown (the
 * browser's loaders ask the service instead), and renders without a DOM.
 */
export function createAppRouter(
  options: { history?: RouterHistory; isServer?: boolean; blog?: BlogClient } = {},
) {
  return createRouter({
    routeTree,
    // Each language's build serves its pages under its prefix: /es/svs is the route /svs.
    ...(localePrefix ? { basepath: localePrefix } : {}),
    context: options.blog ? { blog: options.blog } : {},
    ...(options.history ? { history: options.history } : {}),
    ...(options.isServer ? { isServer: true } : {}),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RouteError,
    // A new page starts at the top (a hash link at its anchor); Back and Forward return to where
    // the visitor was, as browsers do.
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** How the page is dressed: decides the header's variant. */
    theme?: PageTheme
    /** No shared About section: the partner page (it has its own form), the trust center and
     * the proposal (documents to read and print). */
    hideAboutSection?: boolean
    /** The page holds a contact form of its own at #contact (the partner page's). */
    ownContactForm?: boolean
    /** The page reads its address's options after mount: hydrated even with options. */
    readsAddressAfterMount?: boolean
  }
}
