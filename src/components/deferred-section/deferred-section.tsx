import type { RouterHistory } from '@tanstack/react-router'
import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { isCodeLoadFailure } from '../../../machines/code-load'
import { afterLoad } from '../../lib/after-load'
import { inAppPath } from '../../lib/follow-links'
import { onUse } from '../../lib/on-use'
import { NeedsConnection } from '../on-use/needs-connection'
import styles from './deferred-section.module.css'

/**
 * A part of a page that hydrates late, in a chunk of its own: the prerendered HTML shows it at
 * once, and its code arrives and wakes it only when it nears the viewport, when the visitor
 * reaches into it (pointer, focus, a key) or, for `wake: 'idle'`, once the page has loaded and
 * the browser is idle. Until then React leaves its HTML as it is: it sits in a Suspense boundary
 * whose content suspends during hydration (React's selective hydration), in the same tree and
 * router as the rest of the page.
 *
 * Rendering without hydration (the prerender, a page reached by a link) must not suspend: the
 * route's loader awaits `preload()` first, so the code is there and the part renders at once.
 *
 * The wrapper is a block of its own with `content-visibility: auto`: the browser lays it out only
 * when it nears the viewport, which takes most of the style and layout work off the first load of
 * a long page. Its height before then is 600 px, or what `className` says
 * (`contain-intrinsic-size`); the browser remembers the real one once it has laid it out.
 *
 * A link in it is plain HTML until it wakes (React holds back clicks on parts it has not
 * hydrated): `followLinksOfSleepingParts` follows such a link within the app, without a reload.
 *
 * If its code cannot be loaded (offline, a filtered network), it stays as its HTML drew it, says
 * beneath it that it needs a connection, and wakes once the code has come: back online, or on Try
 * again (src/lib/on-use.ts).
 */
export type DeferredSection<P> = ComponentType<P> & {
  /**
   * Loads the code; the route's loader awaits it before the part renders without hydration.
   * While the part's prerendered HTML is on the page it does nothing: the part wakes by itself.
   */
  preload: () => Promise<void>
}

type Options = {
  /** Nearing the viewport always wakes it; 'idle' wakes it anyway once the browser is idle. */
  wake: 'near' | 'idle'
  /** For the wrapper: its assumed height, a background that must reach its edges. */
  className?: string
}

const awakeAttribute = 'data-awake'

/**
 * Follows a click on a link of the site in a part that has not woken yet within the app (the
 * router's `history`, in the language's `basepath`), not by loading the next page. Listens on
 * the document in the capture phase, before React, which holds such clicks back. Returns the
 * function that stops it.
 */
export function followLinksOfSleepingParts(history: RouterHistory, basepath: string) {
  const follow = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target?.closest(`[data-section]:not([${awakeAttribute}])`)) return
    const path = inAppPath(event, basepath)
    if (!path) return
    event.preventDefault()
    event.stopPropagation()
    history.push(path)
  }
  document.addEventListener('click', follow, true)
  return () => document.removeEventListener('click', follow, true)
}

export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { wake, className }: Options,
): DeferredSection<P> {
  let Loaded: ComponentType<P> | null = null
  const code = onUse(load)
  // Resolved once the code is there; a load that failed waits for the next one.
  let loaded: Promise<void> | null = null
  const preload = () =>
    (loaded ??= new Promise<void>((resolve) => {
      const check = () => {
        const component = code.value()
        if (!component) return
        Loaded = component
        resolve()
      }
      code.subscribe(check)
      void code.want().then(check)
    }))
  let open: () => void = () => {}
  // Resolved once something wakes the part: then the code loads and React hydrates it.
  const woken = new Promise<void>((resolve) => {
    open = resolve
  })
  let ready: Promise<void> | null = null
  const whenReady = () => (ready ??= woken.then(preload))

  function Content({ onAwake, ...props }: P & { onAwake: () => void }) {
    if (!Loaded) use(whenReady())
    const Component = Loaded as ComponentType<P> | null
    return Component ? (
      <>
        <Component {...(props as P)} />
        <Awake onAwake={onAwake} />
      </>
    ) : null
  }

  // What waits to hydrate, kept from its parent's updates (its notice coming and going): an update
  // that reached a part still waiting would make React give up its HTML and render it afresh.
  const Sleeping = memo(function Sleeping(props: P & { onAwake: () => void }) {
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    )
  })

  function Section(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const state = useSyncExternalStore(code.subscribe, code.state, code.state)
    // Set on the element, not rendered: the markup stays what the HTML had.
    const onAwake = useCallback(() => ref.current?.setAttribute(awakeAttribute, ''), [])
    useEffect(() => {
      const element = ref.current
      if (Loaded || !element) return
      const cancels: (() => void)[] = []
      if (typeof IntersectionObserver === 'function') {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open()
          },
          { rootMargin: '50% 0px' },
        )
        observer.observe(element)
        cancels.push(() => observer.disconnect())
      } else open()
      if (wake === 'idle') cancels.push(afterLoad(open))
      return () => cancels.forEach((cancel) => cancel())
    }, [])
    return (
      <div
        ref={ref}
        className={[styles.section, className].filter(Boolean).join(' ')}
        data-section={name}
        // The visitor reaches into it: wake it now, before a click needs it.
        onPointerDown={open}
        onPointerEnter={open}
        onFocus={open}
        onKeyDown={open}
      >
        <Sleeping {...props} onAwake={onAwake} />
        {isCodeLoadFailure(state) ? (
          <NeedsConnection gone={state === 'gone'} onRetry={code.retry} />
        ) : null}
      </div>
    )
  }
  /** Says that the part's content has hydrated (its effects run once it has). */
  function Awake({ onAwake }: { onAwake: () => void }) {
    useEffect(onAwake, [onAwake])
    return null
  }

  // Its parent re-rendering must not reach a part still waiting to hydrate: React would then give
  // up its HTML and render it afresh (showing the empty fallback meanwhile).
  const Memoised = memo(Section) as unknown as DeferredSection<P>
  // Settles, loaded or not: a loader awaiting it must not wait on the network's return (a part
  // whose code did not come renders its notice and waits on its own).
  Memoised.preload = () =>
    typeof document !== 'undefined' && document.querySelector(`[data-section="${name}"]`)
      ? Promise.resolve()
      : code.want().then(() => {
          Loaded ??= code.value() ?? null
        })
  Memoised.displayName = `DeferredSection(${name})`
  return Memoised
}
