import { createRootRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '../components/shell/app-shell'
import { canonicalPath } from '../lib/canonical-path'
import { ErrorView } from '../views/errors/error-view'
import { NotFoundView } from '../views/errors/not-found-view'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    const canonical = canonicalPath(location.pathname)
    if (canonical !== location.pathname) {
      throw redirect({ href: canonical + location.searchStr + location.hash, replace: true })
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundView,
  errorComponent: ErrorView,
})
