import {
  createElement,
  lazy,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'
import { isCodeLoadFailure } from '../../../machines/code-load'
import { onUse, type OnUse } from '../../lib/on-use'
import { NeedsConnection } from './needs-connection'

type PartProps = {
  /**
   * What stands in the part's place when its code cannot be loaded, given the notice that says
   * so (the notice alone by default): the field as it was, the form's placeholder.
   */
  unavailable?: (notice: ReactNode) => ReactNode
}

export type LazyPart<P> = ((props: P & PartProps) => ReactNode) & {
  /** Loads the code ahead of the render (on intent); settles, never rejects. */
  preload: () => Promise<void>
  code: OnUse<ComponentType<P>>
}

const nothing = () => null

/**
 * A component whose code loads on use, as React's `lazy`, but whose failure stays in its place:
 * where React's `lazy` throws to the nearest error boundary (the router's, which took the whole
 * page with it), this renders `unavailable` with the notice, and the part again once its code
 * has loaded (machines/code-load.ts). Suspends while the code loads, like `lazy`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = onUse(load)
  // React's own lazy does the suspending, one per try: a try that failed resolves to nothing
  // (the part shows its notice instead), and the next try is a lazy of its own.
  const tryToLoad = () =>
    lazy(() => code.want().then(() => ({ default: (code.value() ?? nothing) as ComponentType<P> })))
  let Trying = tryToLoad()
  let failed = false
  code.subscribe(() => {
    if (failed && code.state() === 'loading') Trying = tryToLoad()
    failed = isCodeLoadFailure(code.state())
  })
  function Part({ unavailable, ...props }: P & PartProps) {
    const state = useSyncExternalStore(code.subscribe, code.state, code.state)
    // Loaded before this render (the prerender preloads it): drawn at once, no suspending. The
    // component is the one loaded for the page's life, not one made here.
    const Loaded = code.value()
    if (Loaded) return createElement(Loaded, props as P)
    if (isCodeLoadFailure(state)) {
      const notice = <NeedsConnection gone={state === 'gone'} onRetry={code.retry} />
      return unavailable ? unavailable(notice) : notice
    }
    return <Trying {...(props as P)} />
  }
  return Object.assign(Part, { preload: code.want, code })
}
