import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timings } from '../../content/site'
import {
  carouselMachine,
  type CarouselEvent,
  type CarouselInput,
} from '../../machines/carousel.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

const statistics: CarouselInput = {
  count: 5,
  interval: timings.homeSliderAutoplay,
  step: timings.homeSliderProgressStep,
  loop: true,
  autoplay: true,
}

function start(input: CarouselInput) {
  return modelActor(carouselMachine, { input }).start()
}

/** The event a model path uses for one tick of the progress delay. */
const delayElapsed = 'xstate.after.step.carousel.rotating.running'

/** A model state: its value and the named context fields (the rest would make the graph endless). */
const serializeBy =
  (...fields: string[]) =>
  (snapshot: { value: unknown; context: Record<string, unknown> }) =>
    JSON.stringify({
      value: snapshot.value,
      ...Object.fromEntries(fields.map((field) => [field, snapshot.context[field]])),
    })

/** Replays a model path on fake timers: each `delayElapsed` advances the clock one step. */
async function replayOnClock(path: ModelPath, input: CarouselInput) {
  vi.useFakeTimers()
  try {
    const actor = start(input)
    await replay(path, actor, (event) => {
      if (event.type === delayElapsed) vi.advanceTimersByTime(input.step ?? 0)
      else actor.send(event as CarouselEvent)
    })
    return actor
  } finally {
    vi.useRealTimers()
  }
}

describe('carousel machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rotates on its own every interval and loops', () => {
    const actor = start({ count: 4, interval: timings.bannerAutoplay, loop: true, autoplay: true })
    expect(actor.getSnapshot().matches({ rotating: 'running' })).toBe(true)
    vi.advanceTimersByTime(timings.bannerAutoplay - 1)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(timings.bannerAutoplay * 3)
    expect(actor.getSnapshot().context.index).toBe(0)
    expect(actor.getSnapshot().context.direction).toBe(1)
  })

  it('grows the progress in 100 ms steps and resets it on every slide change', () => {
    const actor = start(statistics)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context.elapsed).toBe(100)
    vi.advanceTimersByTime(2400)
    expect(actor.getSnapshot().context.elapsed).toBe(2500)
    vi.advanceTimersByTime(50)
    expect(actor.getSnapshot().context.elapsed).toBe(2500)
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, elapsed: 0 })
    vi.advanceTimersByTime(4900)
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, elapsed: 4900 })
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, elapsed: 0 })
  })

  it('play/pause stops and restarts rotation, with fresh progress', () => {
    const actor = start(statistics)
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'carousel.toggle' })
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(actor.getSnapshot().context.elapsed).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.toggle' })
    vi.advanceTimersByTime(5000)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('holds while the pointer or focus is on the slides, and resumes when both leave', () => {
    const actor = start(statistics)
    vi.advanceTimersByTime(1200)
    actor.send({ type: 'carousel.pointerEnter' })
    actor.send({ type: 'carousel.focusIn' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, elapsed: 1200 })
    actor.send({ type: 'carousel.pointerLeave' })
    expect(actor.getSnapshot().matches({ rotating: 'held' })).toBe(true)
    actor.send({ type: 'carousel.focusOut' })
    expect(actor.getSnapshot().matches({ rotating: 'running' })).toBe(true)
    vi.advanceTimersByTime(3800)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('holds while a dialog covers the page, whatever the pointer and focus do, and resumes after', () => {
    const actor = start({ count: 4, interval: timings.bannerAutoplay, loop: true, autoplay: true })
    vi.advanceTimersByTime(1000)
    // A slide's button opens a dialog: focus was on the slides, and moves into the dialog.
    actor.send({ type: 'carousel.focusIn' })
    actor.send({ type: 'carousel.covered' })
    actor.send({ type: 'carousel.focusOut' })
    actor.send({ type: 'carousel.pointerLeave' })
    expect(actor.getSnapshot().matches({ rotating: 'held' })).toBe(true)
    vi.advanceTimersByTime(timings.bannerAutoplay * 10)
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, elapsed: 0 })
    // The dialog closes: rotation goes on, the slide keeping the time it had left.
    actor.send({ type: 'carousel.uncovered' })
    expect(actor.getSnapshot().matches({ rotating: 'running' })).toBe(true)
    vi.advanceTimersByTime(timings.bannerAutoplay - 1)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('a dialog that closes while focus is back on the slides leaves rotation held', () => {
    const actor = start(statistics)
    actor.send({ type: 'carousel.covered' })
    // Focus goes back to the opener on a slide before the dialog has left.
    actor.send({ type: 'carousel.focusIn' })
    actor.send({ type: 'carousel.uncovered' })
    expect(actor.getSnapshot().matches({ rotating: 'held' })).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('a dialog over a stopped carousel changes nothing, and play under it waits for it to close', () => {
    const actor = start(statistics)
    actor.send({ type: 'carousel.toggle' })
    actor.send({ type: 'carousel.covered' })
    expect(actor.getSnapshot().value).toBe('stopped')
    actor.send({ type: 'carousel.toggle' })
    expect(actor.getSnapshot().matches({ rotating: 'held' })).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.uncovered' })
    vi.advanceTimersByTime(timings.homeSliderAutoplay)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('does not rotate when autoplay is off (reduced motion), until the visitor presses play', () => {
    const actor = start({ ...statistics, autoplay: false })
    expect(actor.getSnapshot().value).toBe('stopped')
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('without loop, stops at the last slide; play starts again from the first', () => {
    const actor = start({
      count: 4,
      interval: timings.productCarouselAutoplay,
      loop: false,
      autoplay: true,
    })
    vi.advanceTimersByTime(timings.productCarouselAutoplay * 3)
    expect(actor.getSnapshot().context.index).toBe(3)
    vi.advanceTimersByTime(timings.productCarouselAutoplay)
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(actor.getSnapshot().context.index).toBe(3)
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context.index).toBe(3)
    actor.send({ type: 'carousel.toggle' })
    expect(actor.getSnapshot().context.index).toBe(0)
    expect(actor.getSnapshot().matches('rotating')).toBe(true)
  })

  it('previous wraps with loop and stays put without it; goTo and settled clamp', () => {
    const looped = start(statistics)
    looped.send({ type: 'carousel.previous' })
    expect(looped.getSnapshot().context).toMatchObject({ index: 4, direction: -1 })
    looped.send({ type: 'carousel.goTo', index: 2 })
    expect(looped.getSnapshot().context).toMatchObject({ index: 2, direction: 0 })
    looped.send({ type: 'carousel.settled', index: 99 })
    expect(looped.getSnapshot().context.index).toBe(4)
    const straight = start({ ...statistics, loop: false, start: 0 })
    straight.send({ type: 'carousel.previous' })
    expect(straight.getSnapshot().context.index).toBe(0)
  })

  it('a single slide never rotates', () => {
    const actor = start({ ...statistics, count: 1 })
    expect(actor.getSnapshot().value).toBe('stopped')
  })

  it('starts on the requested slide', () => {
    expect(start({ ...statistics, start: 3 }).getSnapshot().context.index).toBe(3)
  })
})

describe('carousel machine, model-based', () => {
  // A small model: 3 slides, a slide every 2 steps, so the graph stays finite and small.
  const input: CarouselInput = { count: 3, interval: 200, step: 100, loop: false, autoplay: true }
  const events = [
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', index: 2 },
    { type: 'carousel.settled', index: 1 },
    { type: 'carousel.toggle' },
    { type: 'carousel.pointerEnter' },
    { type: 'carousel.pointerLeave' },
    { type: 'carousel.focusIn' },
    { type: 'carousel.focusOut' },
    { type: 'carousel.covered' },
    { type: 'carousel.uncovered' },
    { type: delayElapsed },
  ] as unknown as CarouselEvent[]
  const paths = modelPaths(carouselMachine, events, {
    input,
    serialize: serializeBy('index', 'elapsed', 'hovered', 'focused', 'covered') as never,
  })

  it('reaches stopped, running and held', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.target)))
    expect(reached).toEqual(new Set(['"stopped"', '{"rotating":"running"}', '{"rotating":"held"}']))
    expect(paths.length).toBeGreaterThan(40)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const actor = await replayOnClock(path, input)
      const { context } = actor.getSnapshot()
      // Invariants on every path: the index is a real slide, progress never reaches a full
      // interval, and rotation runs only when nothing holds it.
      expect(context.index).toBeGreaterThanOrEqual(0)
      expect(context.index).toBeLessThan(input.count)
      expect(context.elapsed).toBeLessThan(input.interval)
      if (actor.getSnapshot().matches({ rotating: 'running' })) {
        expect(context.hovered || context.focused || context.covered).toBe(false)
      }
    })
  }
})

describe('carousel machine, model-based: reduced motion', () => {
  // Autoplay off: the carousel waits for the play control, and moves only when asked.
  const input: CarouselInput = { count: 3, interval: 200, step: 100, loop: true, autoplay: false }
  const events = [
    { type: 'carousel.next' },
    { type: 'carousel.toggle' },
    { type: delayElapsed },
  ] as unknown as CarouselEvent[]
  const paths = modelPaths(carouselMachine, events, {
    input,
    serialize: serializeBy('index', 'elapsed') as never,
  })

  it('starts stopped, and reaches running only through play', () => {
    expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
      new Set(['"stopped"', '{"rotating":"running"}']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const actor = await replayOnClock(path, input)
      // Without play the carousel never turns by itself: only 'next' moves it, one slide each.
      const played = path.steps.some((s) => s.event.type === 'carousel.toggle')
      const nexts = path.steps.filter((s) => s.event.type === 'carousel.next').length
      if (!played) {
        expect(actor.getSnapshot().value).toBe('stopped')
        expect(actor.getSnapshot().context).toMatchObject({ index: nexts % 3, elapsed: 0 })
      }
      expect(actor.getSnapshot().context.elapsed).toBeLessThan(input.interval)
    })
  }
})
