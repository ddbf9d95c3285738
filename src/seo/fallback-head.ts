// The heads of the screens shown when no page can be (the not-found and error screens), with the
// words and the head's helpers in a chunk of their own: few visits need them, so the code every
// page loads leaves them out. Where that chunk cannot be reached, the page keeps the head it had.
import type { RouteHead } from './head'

export const fallbackHead = (screen: 'notFound' | 'error'): Promise<RouteHead | object> =>
  import('./screen-heads').then(
    (heads) => (screen === 'error' ? heads.errorHead() : heads.notFoundHead()),
    () => ({}),
  )
