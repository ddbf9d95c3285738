import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'
import type { CarouselInput } from '../../../machines/carousel.machine'
import { useModalStack } from '../../app/modal-actor'
import { afterLoad } from '../../lib/after-load'
import { useDeferredActor, useDeferredSelector } from '../../lib/deferred-actor'
import { isRightToLeft } from '../../lib/direction'
import { onUse, reportToShell } from '../../lib/on-use'
import { prefersReducedMotion, useMediaQuery } from './use-media-query'

export type Breakpoint = { minWidth: number; slides: number; spacing: number }

// The slider's library: where it cannot be loaded, the slides stay as they are (the first in
// view), the shell's notice says so while a carousel wants it, and it comes with the network.
const keenSlider = onUse(() => import('keen-slider').then((module) => module.default))

export type CarouselOptions = {
  count: number
  /** 'fade' stacks the slides and cross-fades; 'slide' moves a track. */
  mode: 'fade' | 'slide'
  interval: number
  speed: number
  loop: boolean
  /** Progress granularity; with it the machine counts the slide's time. */
  progressStep?: number
  start?: number
  /** Slides per view by viewport width (slide mode); the first entry must start at 0. */
  breakpoints: readonly Breakpoint[]
  /** The selector of one slide inside the track, for keen-slider. */
  slideSelector: string
  /** Called with the current slide, e.g. to play its video. */
  onChange?: (index: number) => void
}

/**
 * A carousel's behaviour: `carouselMachine` holds the slide, rotation and progress (the one place
 * the slide index lives), keen-slider draws what it decides and reports swipes back, and the DOM's
 * pointer, focus and dialogs become the machine's events.
 *
 * Nothing runs for the first render, in the prerendered HTML and in the browser alike (they must
 * be equal): until the machine starts, every value is what its initial state shows, `initialView`.
 * The machine starts after the page has loaded (or on the first press of a control). A row of
 * slides needs keen-slider to move at all, so it comes with the machine; fading slides need it only
 * for swiping, so it comes when a pointer or a finger reaches them.
 */
export function useCarousel(options: CarouselOptions) {
  const { count, mode, interval, speed, loop, progressStep, start = 0, breakpoints } = options
  const { slideSelector, onChange } = options
  // The first render assumes the visitor does not mind motion; reduced motion is asked when the
  // machine starts (no autoplay) and in CSS (no animation).
  const input: CarouselInput = {
    count,
    interval,
    loop,
    autoplay: true,
    start,
    ...(progressStep ? { step: progressStep } : {}),
  }
  const initial = initialView(input)
  // What the machine starts with: the props as they are when it starts (an address's query may
  // change the first slide after mount), kept by the effect below.
  const latestInput = useRef(input)
  const actor = useDeferredActor(
    () => import('../../../machines/carousel.machine').then((m) => m.carouselMachine),
    () => ({ input: { ...latestInput.current, autoplay: !prefersReducedMotion() } }),
  )
  const index = useDeferredSelector(actor, (s) => s.context.index, initial.index)
  const rotating = useDeferredSelector(actor, (s) => s.matches('rotating'), initial.rotating)
  const progress = useDeferredSelector(
    actor,
    (s) =>
      s.matches({ rotating: 'running' }) || s.matches({ rotating: 'held' })
        ? s.context.elapsed / s.context.interval
        : 0,
    initial.progress,
  )
  const layout = useBreakpoint(breakpoints)
  const perView = Math.min(layout.slides, count)
  const trackRef = useRef<HTMLDivElement>(null)
  const attachSlider = useRef<() => void>(() => {})
  const [ready, setReady] = useState(false)
  const initialIndex = initial.index
  const step = input.step

  // Rotation holds while a dialog covers the page: the slide whose button opened it must still be
  // there, not inert, when focus goes back to that button.
  const covered = useModalStack().length > 0
  const everCovered = useRef(false)
  useEffect(() => {
    // Nothing to say before the first dialog (and no reason to start the machine for it).
    if (!covered && !everCovered.current) return
    everCovered.current = true
    actor.send({ type: covered ? 'carousel.covered' : 'carousel.uncovered' })
  }, [actor, covered])

  // The machine starts after the first paint; keen-slider only ever draws what it decides.
  useEffect(() => {
    latestInput.current = {
      count,
      interval,
      loop,
      autoplay: true,
      start: initialIndex,
      ...(step ? { step } : {}),
    }
    const track = trackRef.current
    if (!track || count < 2) return
    let cancelled = false
    let slider: KeenSliderInstance | null = null
    const machineIndex = () => actor.current()?.getSnapshot().context.index ?? initialIndex
    // Only a swipe or drag reports back: moves the machine asked for pass through other slides on
    // the way, and reporting those would send the machine back to them.
    let swiped = false
    const sliderOptions: KeenSliderOptions = {
      ...layoutOptions(mode, breakpoints),
      loop,
      // Right to left (the Arabic build): the first slide at the right, 'next' and a swipe to the
      // right bring in the slide from the left. keen-slider then lays the track out reversed
      // (data-keen-slider-reverse, carousel.module.css) and mirrors its positions.
      rtl: isRightToLeft(track),
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : speed },
      selector: slideSelector,
      dragStarted() {
        swiped = true
      },
      animationEnded(moved) {
        if (!swiped) return
        swiped = false
        const rel = moved.track.details.rel
        if (rel !== machineIndex()) actor.send({ type: 'carousel.settled', index: rel })
      },
    }
    // The slider follows the machine: each change of slide moves it once, forward, backward or
    // straight there, as the machine's direction says.
    let shown = machineIndex()
    const follow = () => {
      const context = actor.current()?.getSnapshot().context
      if (!context || context.index === shown) return
      shown = context.index
      if (!slider?.track.details || slider.track.details.rel === shown) return
      if (context.direction === 1) slider.next()
      else if (context.direction === -1) slider.prev()
      else slider.moveToIdx(shown)
    }
    const unfollow = actor.subscribe(follow)
    let attaching = false
    let stopWaiting = () => {}
    const attach = () => {
      if (attaching) return
      attaching = true
      const attachLoaded = () => {
        const KeenSlider = keenSlider.value()
        if (cancelled || slider || !KeenSlider) return
        shown = machineIndex()
        slider = new KeenSlider(track, { ...sliderOptions, initial: shown })
        if (mode === 'slide') setReady(true)
      }
      const stopReporting = reportToShell(keenSlider)
      const stopListening = keenSlider.subscribe(attachLoaded)
      stopWaiting = () => {
        stopReporting()
        stopListening()
      }
      void keenSlider.want().then(attachLoaded)
    }
    attachSlider.current = mode === 'fade' ? attach : () => {}
    const cancelLoad = afterLoad(() => {
      void actor.start().then(() => {
        if (cancelled) return
        if (mode === 'slide') attach()
        else setReady(true)
      })
    })
    return () => {
      cancelled = true
      cancelLoad()
      stopWaiting()
      unfollow()
      attachSlider.current = () => {}
      slider?.destroy()
    }
  }, [actor, breakpoints, count, initialIndex, interval, loop, mode, slideSelector, speed, step])

  useEffect(() => {
    onChange?.(index)
  }, [index, onChange])

  const atStart = !loop && index === 0
  const atEnd = !loop && index >= count - perView
  const visible = new Set(
    Array.from({ length: perView }, (_, k) =>
      loop ? (index + k) % count : Math.min(index + k, count - 1),
    ),
  )
  return {
    trackRef,
    /** The machine has started, and a row of slides its slider. */
    ready,
    index,
    rotating,
    progress,
    perView,
    spacing: layout.spacing,
    atStart,
    atEnd,
    /** Whether slide `n` is in view. */
    isVisible: (n: number) => visible.has(n),
    toggle: () => actor.send({ type: 'carousel.toggle' }),
    previous: () => {
      if (!atStart) actor.send({ type: 'carousel.previous' })
    },
    next: () => {
      if (!atEnd) actor.send({ type: 'carousel.next' })
    },
    goTo: (n: number) => actor.send({ type: 'carousel.goTo', index: n }),
    /** For the carousel's region: keyboard focus in it holds rotation. */
    region: {
      // Keyboard focus anywhere in the carousel, its controls included, holds rotation (WAI-ARIA
      // carousel pattern); a mouse click on a control does not, or the hero would stop for good
      // after one press of 'Next'. Focus on the slides holds it however it came.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const onSlides = trackRef.current?.contains(event.target) ?? false
        if (onSlides || focusVisible(event.target)) actor.send({ type: 'carousel.focusIn' })
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          actor.send({ type: 'carousel.focusOut' })
      },
    },
    /** For the slides' track: a mouse on it holds rotation; a pointer or finger brings swiping. */
    track: {
      onPointerDown: () => attachSlider.current(),
      onTouchStart: () => attachSlider.current(),
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        attachSlider.current()
        if (event.pointerType === 'mouse') actor.send({ type: 'carousel.pointerEnter' })
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') actor.send({ type: 'carousel.pointerLeave' })
      },
    },
  }
}

/** What `carouselMachine` shows before it runs: its initial snapshot for `input`. */
export function initialView(input: CarouselInput) {
  const count = Math.max(input.count, 1)
  return {
    index: Math.min(Math.max(input.start ?? 0, 0), count - 1),
    direction: 0 as const,
    rotating: input.autoplay && input.count > 1,
    progress: 0,
  }
}

/** keen-slider's layout: fading slides are drawn by CSS, a row by keen-slider per breakpoint. */
function layoutOptions(
  mode: 'fade' | 'slide',
  breakpoints: readonly Breakpoint[],
): KeenSliderOptions {
  if (mode === 'fade') return { renderMode: 'custom' }
  return {
    slides: { perView: breakpoints[0]?.slides ?? 1, spacing: breakpoints[0]?.spacing ?? 0 },
    breakpoints: Object.fromEntries(
      breakpoints
        .filter((b) => b.minWidth > 0)
        .map((b) => [
          `(min-width: ${b.minWidth}px)`,
          { slides: { perView: b.slides, spacing: b.spacing } },
        ]),
    ),
  }
}

/** Whether focus on `element` came from the keyboard (`:focus-visible`; false where unsupported). */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible')
  } catch {
    return false
  }
}

function useBreakpoint(breakpoints: readonly Breakpoint[]): Breakpoint {
  const medium = useMediaQuery(`(min-width: ${breakpoints[1]?.minWidth ?? 99999}px)`)
  const large = useMediaQuery(`(min-width: ${breakpoints[2]?.minWidth ?? 99999}px)`)
  const fallback = breakpoints[0] ?? { minWidth: 0, slides: 1, spacing: 0 }
  if (large && breakpoints[2]) return breakpoints[2]
  if (medium && breakpoints[1]) return breakpoints[1]
  return fallback
}
