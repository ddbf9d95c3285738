import { createRootRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '../components/shell/app-shell'
import { routerRedirect } from '../../schemas/canonical-path'
import { ErrorView } from '../views/errors/error-view'
import { NotFoundView } from '../views/errors/not-found-view'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    const target = routerRedirect(location.pathname)
    if (target) {
      throw redirect({ href: target + location.searchStr + location.hash, replace: true })
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundView,
  errorComponent: ErrorView,
})
