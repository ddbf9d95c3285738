import { lazyRouteComponent } from '@tanstack/react-router'

// The not-found and error screens, in chunks of their own: few visits end on them, so the code
// every page wakes with leaves them out. The router loads one when a page needs it.
export const NotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView')
export const ErrorView = lazyRouteComponent(() => import('./error-view'), 'ErrorView')
