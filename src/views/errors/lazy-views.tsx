import { lazyPart } from '../../components/on-use/lazy-part'
import { PageUnavailable } from './route-error'

// The not-found screen, in a chunk of its own: few visits end on it, so the code every page wakes
// with leaves it out. If it cannot be reached, its place says so (the header, the footer and the
// About section's form stay), and it comes on Try again or with the network (lazy-part.tsx).
const NotFoundPart = lazyPart(() =>
  import('./not-found-view').then((module) => module.NotFoundView),
)

export const NotFoundView = Object.assign(
  function NotFoundView() {
    return <NotFoundPart unavailable={(notice) => <PageUnavailable>{notice}</PageUnavailable>} />
  },
  // Loaded ahead of a render that cannot wait for it (the prerender of the 404 page).
  { preload: NotFoundPart.preload },
)

export { RouteError } from './route-error'
