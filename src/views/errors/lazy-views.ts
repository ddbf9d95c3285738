import { lazyRouteComponent } from '@tanstack/react-router'

// The not-found screen, in a chunk of its own: few visits end on it, so the code every page wakes
// with leaves it out. The router loads it when a page needs it; if it cannot be reached, the
// page's error screen (./route-error.tsx, in the code every page has) says it needs a connection.
export const NotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView')
export { RouteError } from './route-error'
