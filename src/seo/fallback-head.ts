// The heads of the screens shown when no page can be (the not-found and error screens), with the
// words and the head's helpers in a chunk of their own: few visits need them, so the code every
// page loads leaves them out. Where that chunk cannot be reached, the page keeps the head it had.
import { site } from '../../content/site'
import type { RouteHead } from './head'

export async function fallbackHead(screen: 'notFound' | 'error'): Promise<RouteHead | object> {
  // Awaited inside the try: a handler given to the import's own then() would sit inside the
  // build's wrapper (src/lib/reach-code.ts), after the files it reaches first.
  try {
    const heads = await import('./screen-heads')
    return screen === 'error' ? heads.errorHead() : heads.notFoundHead()
  } catch {
    // Out of reach: the site's name, rather than no title.
    return { meta: [{ title: site.productName }] }
  }
}
