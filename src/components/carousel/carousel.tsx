import { useEffect, useId, type CSSProperties, type ReactNode } from 'react'
import { formatNumber } from '../../i18n/format'
import { m } from '../../paraglide/messages'
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from '../icons/icons'
import { useCarousel, type Breakpoint } from './use-carousel'
import styles from './carousel.module.css'

export type { Breakpoint } from './use-carousel'

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
  /** Called with the current slide, e.g. to play its video. */
  onChange?: (index: number) => void
  /**
   * Called with whether the slides' own motion may run: the machine has started and is rotating
   * (running or held). The rotation control is the one control for everything that moves in the
   * carousel (WCAG 2.2.2): the worlds' trailers play only while it says so.
   */
  onMotionChange?: (moving: boolean) => void
  /** The rotation control's names, where it stops more than the slides (the worlds' trailers). */
  rotationLabels?: { stop: string; start: string }
}

const single: readonly Breakpoint[] = [{ minWidth: 0, slides: 1, spacing: 0 }]

/**
 * A carousel after the WAI-ARIA carousel pattern: a rotation control first in the tab order,
 * previous/next and slide picker buttons, slides labelled 'n of N', rotation held while the
 * pointer is on the slides, keyboard focus is anywhere in it (or a dialog covers the page), no
 * autoplay under reduced motion, and a polite live region
 * only while rotation is off. `useCarousel` runs it (the machine, keen-slider and the DOM's
 * events); this renders it. Before either loads, the same markup shows the first slides, so
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
  onMotionChange,
  rotationLabels,
}: CarouselProps) {
  const count = slides.length
  const { trackRef, ...carousel } = useCarousel({
    count,
    mode,
    interval,
    speed,
    loop,
    progressStep,
    start,
    breakpoints,
    slideSelector: `.${styles.slide}`,
    onChange,
  })
  const { index, rotating, ready } = carousel
  const moving = ready && rotating
  useEffect(() => {
    onMotionChange?.(moving)
  }, [moving, onMotionChange])
  const id = useId()
  const style = {
    '--per-view': carousel.perView,
    '--spacing': `${carousel.spacing}px`,
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
      {...carousel.region}
    >
      <div className={styles.controls}>
        {count > 1 ? (
          <button
            type="button"
            className={styles.rotation}
            aria-label={
              rotating
                ? (rotationLabels?.stop ?? m.carousel_stop())
                : (rotationLabels?.start ?? m.carousel_start())
            }
            onClick={carousel.toggle}
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
          aria-disabled={carousel.atStart || undefined}
          onClick={carousel.previous}
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
              // The current slide's dot says so (aria-current), and nothing more: with
              // aria-disabled too it was read as 'Slide 1, dimmed'. Pressed, it only restarts
              // the slide's time.
              aria-current={n === index ? 'true' : undefined}
              onClick={() => carousel.goTo(n)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={`${id}-slides`}
          aria-label={m.carousel_next()}
          aria-disabled={carousel.atEnd || undefined}
          onClick={carousel.next}
        >
          <ArrowRightIcon size={18} />
        </button>
        {progressStep ? (
          <div className={styles.progress} aria-hidden="true">
            <span style={{ transform: `scaleX(${carousel.progress})` }} />
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
        {...carousel.track}
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
            data-active={carousel.isVisible(n) ? 'true' : undefined}
            aria-hidden={carousel.isVisible(n) ? undefined : true}
            inert={!carousel.isVisible(n)}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  )
}
