// A page's head is made where its route's loader runs (the prerender, a visit by a link inside
// the site), and the code that makes it loads then: a hydrated page carries its head in its HTML,
// so that code stays out of every page's first load, as it does out of the home page's.
import type { DocumentPage, PageContent, World } from '../../content/types'
import type { HeadInput, RouteHead } from './head'

/** An information page's head (./page-heads.ts). */
export const contentPageHeadLater = (page: PageContent, extra?: Partial<HeadInput>) =>
  import('./page-heads').then((heads) => ({ head: heads.contentPageHead(page, extra) }))

/** A long text page's head (./page-heads.ts). */
export const documentPageHeadLater = (page: DocumentPage): Promise<RouteHead> =>
  import('./page-heads').then((heads) => heads.documentPageHead(page))

/** A subject world's head (./world-head.ts). */
export const worldHeadLater = (world: World) =>
  import('./world-head').then((heads) => ({ head: heads.worldHead(world) }))

/** Any other page's head (./head.ts). */
export const pageHeadLater = (input: HeadInput): Promise<RouteHead> =>
  import('./head').then((heads) => heads.pageHead(input))
