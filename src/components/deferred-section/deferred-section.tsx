import type { RouterHistory } from '@tanstack/react-router'
import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react'
import { afterLoad } from '../../lib/after-load'
import { inAppPath } from '../../lib/follow-links'
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
  let code: Promise<void> | null = null
  const preload = () =>
    (code ??= load().then((component) => {
      Loaded = component
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

  function Section(props: P) {
    const ref = useRef<HTMLDivElement>(null)
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
        <Suspense fallback={null}>
          <Content
            {...props}
            onAwake={() => {
              // Set on the element, not rendered: the markup stays what the HTML had.
              ref.current?.setAttribute(awakeAttribute, '')
            }}
          />
        </Suspense>
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
  Memoised.preload = () =>
    typeof document !== 'undefined' && document.querySelector(`[data-section="${name}"]`)
      ? Promise.resolve()
      : preload()
  Memoised.displayName = `DeferredSection(${name})`
  return Memoised
}
