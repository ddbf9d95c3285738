// Prerendering (scripts/prerender.ts): renders one address to HTML without a DOM, at build time,
// with TanStack Router's own server rendering: the router loads the address, its state is
// dehydrated into the page (the <Scripts /> in the app shell), and the browser hydrates that HTML
// (src/main.tsx) instead of rendering the page again.
import { RouterProvider } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { AppProviders } from './app/providers'
import { createAppRouter } from './router'
import { NotFoundView } from './views/errors/lazy-views'
import type { BlogClient } from './blog'

export { setSanitizerWindow } from './blog'

export type RenderedPage = {
  /** 200, or 404 for the not-found page. */
  status: number
  /** What goes inside <div id="root">: the page, its head tags and the router's state. */
  html: string
  /** The route that rendered it, e.g. '/blogs/$slug' (its code and styles are preloaded). */
  routeId: string
}

/**
 * One address as HTML. `blog` answers the blog's questions from the Markdown, as the service
 * would (server/blog/catalog.ts): the routes' loaders read it and the page carries their data.
 */
export async function render(path: string, blog: BlogClient): Promise<RenderedPage> {
  // The not-found screen's code, which a render to a string cannot wait for (the browser loads
  // it when a page needs it: ./views/errors/lazy-views.tsx).
  await NotFoundView.preload()
  const request = new Request(new URL(path, 'http://prerender.invalid'))
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ isServer: true, blog }),
  })
  let routeId = ''
  const response = await handler(({ router, responseHeaders }) => {
    routeId = router.state.matches.at(-1)?.routeId ?? ''
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      ),
    })
  })
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`prerender: ${path} redirects to ${response.headers.get('location')}`)
  }
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
  return { status: response.status, html, routeId }
}

/** Every route without parameters: the pages prerendered at build time. */
export function staticPaths(): string[] {
  const router = createAppRouter({ isServer: true })
  return Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
}

export { thirdParties } from './security/third-parties'
export { contentSecurityPolicy } from './security/csp'
