import { assign, setup } from 'xstate'

export type CarouselInput = {
  /** Number of slides. */
  count: number
  /** Time a slide stays before the next one, in ms. */
  interval: number
  /** Whether the last slide is followed by the first. */
  loop: boolean
  /**
   * Whether rotation starts on its own. Off when the visitor prefers reduced motion: the
   * carousel then waits for the play control (WAI-ARIA carousel pattern).
   */
  autoplay: boolean
  /** Progress granularity in ms (the statistics slider's bar grows in 100 ms steps). */
  step?: number
  /** The slide to start on. */
  start?: number
}

export type CarouselContext = {
  index: number
  count: number
  interval: number
  step: number
  loop: boolean
  autoplay: boolean
  /** Time spent on the current slide while rotating, in ms: drives the progress bar. */
  elapsed: number
  /** Which way the last change went: the view animates forward, backward or jumps. */
  direction: 1 | -1 | 0
  /** The pointer is on the slides, or keyboard focus is in the carousel: rotation holds until both leave. */
  hovered: boolean
  focused: boolean
  /**
   * A dialog covers the page: rotation holds until it closes, so the slide whose button opened
   * it is still there (and can take focus back) when it does.
   */
  covered: boolean
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  /** The view settled on a slide by itself (a swipe or drag). */
  | { type: 'carousel.settled'; index: number }
  | { type: 'carousel.toggle' }
  | { type: 'carousel.pointerEnter' }
  | { type: 'carousel.pointerLeave' }
  | { type: 'carousel.focusIn' }
  | { type: 'carousel.focusOut' }
  /** A dialog opened over the page, or the last one closed. */
  | { type: 'carousel.covered' }
  | { type: 'carousel.uncovered' }

const clampIndex = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1)

/**
 * A carousel's state: the current slide, rotation (stopped, running, held while the pointer or
 * focus is on the slides or a dialog covers the page) and the progress of the current slide. Used by the home page's hero,
 * product, statistics and blog carousels; keen-slider only draws what this machine decides.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as CarouselInput,
    events: {} as CarouselEvent,
  },
  delays: {
    step: ({ context }) => context.step,
  },
  guards: {
    autoplay: ({ context }) => context.autoplay && context.count > 1,
    held: ({ context }) => context.hovered || context.focused || context.covered,
    slideDue: ({ context }) => context.elapsed + context.step >= context.interval,
    atLastWithoutLoop: ({ context }) => !context.loop && context.index >= context.count - 1,
  },
  actions: {
    next: assign(({ context }) => {
      const last = context.index >= context.count - 1
      if (last && !context.loop) return { elapsed: 0 }
      return { index: last ? 0 : context.index + 1, direction: 1 as const, elapsed: 0 }
    }),
    previous: assign(({ context }) => {
      const first = context.index <= 0
      if (first && !context.loop) return { elapsed: 0 }
      return {
        index: first ? context.count - 1 : context.index - 1,
        direction: -1 as const,
        elapsed: 0,
      }
    }),
    goTo: assign(({ context }, params: { index: number; direction: 0 | 1 }) => {
      const index = clampIndex(params.index, context.count)
      if (index === context.index) return { elapsed: 0 }
      return { index, elapsed: 0, direction: 0 as const }
    }),
    settle: assign(({ context }, params: { index: number }) => ({
      index: clampIndex(params.index, context.count),
      elapsed: 0,
      direction: 0 as const,
    })),
    tick: assign({ elapsed: ({ context }) => context.elapsed + context.step }),
    rewind: assign({ index: 0, elapsed: 0, direction: 0 as const }),
    resetProgress: assign({ elapsed: 0 }),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    blur: assign({ focused: false }),
    cover: assign({ covered: true }),
    uncover: assign({ covered: false }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: clampIndex(input.start ?? 0, Math.max(input.count, 1)),
    count: Math.max(input.count, 1),
    interval: input.interval,
    step: Math.min(input.step ?? input.interval, input.interval),
    loop: input.loop,
    autoplay: input.autoplay,
    elapsed: 0,
    direction: 0,
    hovered: false,
    focused: false,
    covered: false,
  }),
  initial: 'deciding',
  on: {
    'carousel.next': { actions: 'next' },
    'carousel.previous': { actions: 'previous' },
    'carousel.goTo': {
      actions: { type: 'goTo', params: ({ event }) => ({ index: event.index, direction: 0 }) },
    },
    'carousel.settled': {
      actions: { type: 'settle', params: ({ event }) => ({ index: event.index }) },
    },
  },
  states: {
    deciding: {
      always: [
        {
          guard: 'autoplay',
          target: 'rotating',
        },
        { target: 'stopped' },
      ],
    },
    /** Rotation is off: by the visitor's choice, reduced motion, or the end of a non-loop. */
    stopped: {
      entry: 'resetProgress',
      on: {
        'carousel.toggle': [
          { guard: 'atLastWithoutLoop', target: 'rotating', actions: 'rewind' },
          { target: 'rotating' },
        ],
        'carousel.pointerEnter': { actions: 'hover' },
        'carousel.pointerLeave': { actions: 'unhover' },
        'carousel.focusIn': { actions: 'focus' },
        'carousel.focusOut': { actions: 'blur' },
        'carousel.covered': { actions: 'cover' },
        'carousel.uncovered': { actions: 'uncover' },
      },
    },
    rotating: {
      initial: 'checking',
      on: {
        'carousel.toggle': { target: 'stopped' },
      },
      states: {
        checking: {
          always: [{ guard: 'held', target: 'held' }, { target: 'running' }],
        },
        running: {
          after: {
            step: [
              { guard: 'atLastWithoutLoop', target: '#carousel.stopped' },
              {
                guard: 'slideDue',
                target: 'running',
                reenter: true,
                actions: 'next',
              },
              { target: 'running', reenter: true, actions: 'tick' },
            ],
          },
          on: {
            'carousel.pointerEnter': { target: 'held', actions: 'hover' },
            'carousel.focusIn': { target: 'held', actions: 'focus' },
            'carousel.covered': { target: 'held', actions: 'cover' },
            // A manual change restarts the slide's full time.
            'carousel.next': { target: 'running', reenter: true, actions: 'next' },
            'carousel.previous': { target: 'running', reenter: true, actions: 'previous' },
            'carousel.goTo': {
              target: 'running',
              reenter: true,
              actions: {
                type: 'goTo',
                params: ({ event }) => ({ index: event.index, direction: 0 }),
              },
            },
            'carousel.settled': {
              target: 'running',
              reenter: true,
              actions: { type: 'settle', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
        /**
         * The pointer or focus is on the slides, or a dialog covers the page: progress freezes
         * where it is.
         */
        held: {
          on: {
            'carousel.pointerEnter': { actions: 'hover' },
            'carousel.focusIn': { actions: 'focus' },
            'carousel.covered': { actions: 'cover' },
            'carousel.pointerLeave': { target: 'checking', actions: 'unhover' },
            'carousel.focusOut': { target: 'checking', actions: 'blur' },
            'carousel.uncovered': { target: 'checking', actions: 'uncover' },
          },
        },
      },
    },
  },
})
