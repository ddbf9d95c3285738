import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react'
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'
import type { CarouselInput } from '../../../machines/carousel.machine'
import { useModalStack } from '../../app/modal-actor'
import { afterLoad } from '../../lib/after-load'
import { formatNumber } from '../../i18n/format'
import { isRightToLeft } from '../../lib/direction'
import { useDeferredActor, useDeferredSelector } from '../../lib/deferred-actor'
import { m } from '../../paraglide/messages'
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from '../icons/icons'
import { prefersReducedMotion, useMediaQuery } from './use-media-query'
import styles from './carousel.module.css'

export type Breakpoint = { minWidth: number; slides: number; spacing: number }

type CarouselProps = {
  /** The carousel's accessible name, e.g. 'Highlights'. */
  label: string
  slides: { id: string; content: ReactNode }[]
  /** 'fade' stacks the slides and cross-fades; 'slide' moves a track. */
  mode: 'fade' | 'slide'
  interval: number
  speed: number
  loop: boolean
  /** Progress granularity; with it a progress bar shows the slide's time. */
  progressStep?: number
  start?: number
  /** Slides per view by viewport width (slide mode); the first entry must start at 0. */
  breakpoints?: readonly Breakpoint[]
  /** Dark backgrounds get light controls. */
  tone?: 'light' | 'dark'
  className?: string
  /** Controls overlaid on the slides (the hero) or below them. */
  controlsPlacement?: 'overlay' | 'below'
  /** Called with the current slide and whether it is the visible one, e.g. to play a video. */
  onChange?: (index: number) => void
}

const single: readonly Breakpoint[] = [{ minWidth: 0, slides: 1, spacing: 0 }]

/**
 * A carousel after the WAI-ARIA carousel pattern: a rotation control first in the tab order,
 * previous/next and slide picker buttons, slides labelled 'n of N', rotation held while the
 * pointer is on the slides, keyboard focus is anywhere in it (or a dialog covers the page), no
 * autoplay under reduced motion, and a polite live region
 * only while rotation is off. `carouselMachine` owns the state, from after the page has loaded;
 * keen-slider adds the sliding animation (with the machine) and swiping (for fading slides, when
 * a pointer or a finger comes). Before either loads, the same markup shows the first slides, so
 * nothing moves when they arrive.
 */
export function Carousel({
  label,
  slides,
  mode,
  interval,
  speed,
  loop,
  progressStep,
  start = 0,
  breakpoints = single,
  tone = 'light',
  className,
  controlsPlacement = 'below',
  onChange,
}: CarouselProps) {
  // The first render assumes the visitor does not mind motion, in the prerendered HTML and in the
  // browser alike (they must be equal); reduced motion is asked when the machine starts (no
  // autoplay) and in CSS (no animation).
  const input: CarouselInput = {
    count: slides.length,
    interval,
    loop,
    autoplay: true,
    start,
    ...(progressStep ? { step: progressStep } : {}),
  }
  // The machine starts after the page has loaded (with keen-slider), or on the first press of a
  // control; until then the carousel shows the machine's initial state, `initialView`.
  const inputRef = useRef(input)
  useEffect(() => {
    inputRef.current = input
  })
  const actor = useDeferredActor(
    () => import('../../../machines/carousel.machine').then((m) => m.carouselMachine),
    () => ({ input: { ...inputRef.current, autoplay: !prefersReducedMotion() } }),
  )
  const initial = initialView(input)
  const index = useDeferredSelector(actor, (s) => s.context.index, initial.index)
  const direction = useDeferredSelector(actor, (s) => s.context.direction, initial.direction)
  const rotating = useDeferredSelector(actor, (s) => s.matches('rotating'), initial.rotating)
  const progress = useDeferredSelector(
    actor,
    (s) =>
      s.matches({ rotating: 'running' }) || s.matches({ rotating: 'held' })
        ? s.context.elapsed / s.context.interval
        : 0,
    initial.progress,
  )
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
  const layout = useBreakpoint(breakpoints)
  const perView = Math.min(layout.slides, slides.length)
  const trackRef = useRef<HTMLDivElement>(null)
  const sliderRef = useRef<KeenSliderInstance | null>(null)
  const attachSlider = useRef<() => void>(() => {})
  const [ready, setReady] = useState(false)
  const initialIndex = initial.index
  const id = useId()
  const count = slides.length

  // The machine starts after the first paint; keen-slider only ever draws what it decides.
  useEffect(() => {
    const track = trackRef.current
    if (!track || count < 2) return
    let cancelled = false
    let swiped = false
    const options: KeenSliderOptions = {
      loop,
      // Right to left (the Arabic build): the first slide at the right, 'next' and a swipe to the
      // right bring in the slide from the left. keen-slider then lays the track out reversed
      // (data-keen-slider-reverse, carousel.module.css) and mirrors its positions.
      rtl: isRightToLeft(track),
      initial: actor.current()?.getSnapshot().context.index ?? initialIndex,
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : speed },
      selector: `.${styles.slide}`,
      // Only a swipe or drag reports back: moves the machine asked for pass through other slides
      // on the way, and reporting those would send the machine back to them.
      dragStarted() {
        swiped = true
      },
      animationEnded(slider) {
        if (!swiped) return
        swiped = false
        const rel = slider.track.details.rel
        if (rel !== actor.current()?.getSnapshot().context.index) {
          actor.send({ type: 'carousel.settled', index: rel })
        }
      },
      ...(mode === 'fade'
        ? { renderMode: 'custom' as const }
        : {
            slides: { perView: breakpoints[0]?.slides ?? 1, spacing: breakpoints[0]?.spacing ?? 0 },
            breakpoints: Object.fromEntries(
              breakpoints
                .filter((b) => b.minWidth > 0)
                .map((b) => [
                  `(min-width: ${b.minWidth}px)`,
                  { slides: { perView: b.slides, spacing: b.spacing } },
                ]),
            ),
          }),
    }
    let attaching = false
    const attach = () => {
      if (attaching) return
      attaching = true
      void import('keen-slider').then(({ default: KeenSlider }) => {
        if (cancelled) return
        sliderRef.current = new KeenSlider(track, options)
        if (mode === 'slide') setReady(true)
      })
    }
    // A row of slides needs keen-slider to move at all, so it comes with the machine. Fading
    // slides need it only for swiping: it comes when a pointer or a finger reaches them.
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
      attachSlider.current = () => {}
      sliderRef.current?.destroy()
      sliderRef.current = null
    }
  }, [actor, breakpoints, count, initialIndex, loop, mode, speed])

  useEffect(() => {
    const slider = sliderRef.current
    if (slider && slider.track.details && slider.track.details.rel !== index) {
      if (direction === 1) slider.next()
      else if (direction === -1) slider.prev()
      else slider.moveToIdx(index)
    }
    onChange?.(index)
  }, [direction, index, onChange, ready])

  const visible = new Set(
    Array.from({ length: perView }, (_, k) =>
      loop ? (index + k) % count : Math.min(index + k, count - 1),
    ),
  )
  const atStart = !loop && index === 0
  const atEnd = !loop && index >= count - perView
  // Keyboard focus anywhere in the carousel, its controls included, holds rotation (WAI-ARIA
  // carousel pattern); a mouse click on a control does not, or the hero would stop for good
  // after one press of 'Next'. Focus on the slides holds it however it came.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const onSlides = trackRef.current?.contains(event.target) ?? false
    if (onSlides || focusVisible(event.target)) actor.send({ type: 'carousel.focusIn' })
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget))
      actor.send({ type: 'carousel.focusOut' })
  }
  const style = {
    '--per-view': perView,
    '--spacing': `${layout.spacing}px`,
    '--speed': `${speed}ms`,
    '--step': `${progressStep ?? 0}ms`,
  } as CSSProperties

  return (
    <section
      className={[styles.carousel, styles[tone], styles[controlsPlacement], className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription={m.carousel_roledescription()}
      aria-label={label}
      style={style}
      // Its machine has started (after the page has loaded), and a row of slides its slider.
      data-ready={ready ? 'true' : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        {count > 1 ? (
          <button
            type="button"
            className={styles.rotation}
            aria-label={rotating ? m.carousel_stop() : m.carousel_start()}
            onClick={() => actor.send({ type: 'carousel.toggle' })}
          >
            {rotating ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.arrow}
          aria-controls={`${id}-slides`}
          aria-label={m.carousel_previous()}
          // aria-disabled, not disabled: a disabled button drops the focus it has to <body>.
          aria-disabled={atStart || undefined}
          onClick={() => {
            if (!atStart) actor.send({ type: 'carousel.previous' })
          }}
        >
          <ArrowLeftIcon size={18} />
        </button>
        <div className={styles.dots} role="group" aria-label={m.carousel_choose()}>
          {slides.map((slide, n) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={m.carousel_slide_number({ number: formatNumber(n + 1) })}
              aria-controls={`${id}-slides`}
              aria-disabled={n === index}
              aria-current={n === index ? 'true' : undefined}
              onClick={() => actor.send({ type: 'carousel.goTo', index: n })}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={`${id}-slides`}
          aria-label={m.carousel_next()}
          aria-disabled={atEnd || undefined}
          onClick={() => {
            if (!atEnd) actor.send({ type: 'carousel.next' })
          }}
        >
          <ArrowRightIcon size={18} />
        </button>
        {progressStep ? (
          <div className={styles.progress} aria-hidden="true">
            <span style={{ transform: `scaleX(${progress})` }} />
          </div>
        ) : null}
      </div>
      <div
        id={`${id}-slides`}
        ref={trackRef}
        className={[
          styles.track,
          mode === 'fade' ? styles.fade : styles.row,
          ready ? styles.ready : '',
        ].join(' ')}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={() => attachSlider.current()}
        onTouchStart={() => attachSlider.current()}
        onPointerEnter={(event) => {
          attachSlider.current()
          if (event.pointerType === 'mouse') actor.send({ type: 'carousel.pointerEnter' })
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') actor.send({ type: 'carousel.pointerLeave' })
        }}
      >
        {slides.map((slide, n) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription={m.carousel_slide_roledescription()}
            aria-label={m.carousel_slide_position({
              position: formatNumber(n + 1),
              count: formatNumber(count),
            })}
            data-active={visible.has(n) ? 'true' : undefined}
            aria-hidden={visible.has(n) ? undefined : true}
            inert={!visible.has(n)}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  )
}

/** Whether focus on `element` came from the keyboard (`:focus-visible`; false where unsupported). */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible')
  } catch {
    return false
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

function useBreakpoint(breakpoints: readonly Breakpoint[]): Breakpoint {
  const medium = useMediaQuery(`(min-width: ${breakpoints[1]?.minWidth ?? 99999}px)`)
  const large = useMediaQuery(`(min-width: ${breakpoints[2]?.minWidth ?? 99999}px)`)
  const fallback = breakpoints[0] ?? { minWidth: 0, slides: 1, spacing: 0 }
  if (large && breakpoints[2]) return breakpoints[2]
  if (medium && breakpoints[1]) return breakpoints[1]
  return fallback
}
