import type { RouteHead } from './head'

/** A route's head from its loader data (`{ head }`): the loader runs in the route's own chunk,
 *  so a page's words stay out of the code every page loads. */
export const headFromLoader = ({ loaderData }: { loaderData?: { head?: RouteHead } | undefined }) =>
  loaderData?.head ?? {}
