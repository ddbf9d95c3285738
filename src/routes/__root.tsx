import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { routerRedirect } from '../../schemas/canonical-path'
import { AppShell, preloadShell } from '../app/app-shell'
import type { BlogClient } from '../blog'
import { fallbackHead } from '../seo/fallback-head'
import { NotFoundView, RouteError } from '../views/errors/lazy-views'

/**
 * What the loaders read the blog through: the prerender gives the Markdown's answers
 * (server/blog/catalog.ts); in the browser there is none, and the loaders ask the service.
 */
export type RouterContext = { blog?: BlogClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = routerRedirect(location.pathname)
    if (target) {
      throw redirect({ href: target + location.searchStr + location.hash, replace: true })
    }
  },
  // A render without hydration (the prerender, a visit by link) shows the shell's late parts at
  // once: their code is loaded first.
  loader: () => preloadShell(),
  // A page's own route declares its head; these are for when no page could be shown.
  head: ({ matches }) =>
    matches.some((match) => match.status === 'error')
      ? fallbackHead('error')
      : matches.some((match) => match._notFound || match.status === 'notFound')
        ? fallbackHead('notFound')
        : {},
  component: AppShell,
  notFoundComponent: NotFoundView,
  errorComponent: RouteError,
})
