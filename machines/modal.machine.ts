import { and, assertEvent, assign, setup } from 'xstate'
import { timings } from '../content/site'
import type { ModalKind } from '../content/types'

/** Extra data some modals need: the video to play, the post a piece of feedback is about. */
export type ModalPayload = {
  videoTitle?: string
  videoSrc?: string
  videoPoster?: string
  blogTitle?: string
  /** A form's fields filled in when it opens (the visitor can still change them). */
  formValues?: Readonly<Record<string, string>>
}

/** A modal on the stack. A closing one is still shown while it fades out, then it leaves. */
export type OpenModal = { kind: ModalKind; payload: ModalPayload; closing: boolean }

export type ModalEvent =
  | { type: 'modal.open'; kind: ModalKind; payload?: ModalPayload }
  | { type: 'modal.close'; kind?: ModalKind }
  | { type: 'modal.closeAll' }

type ModalContext = { stack: OpenModal[] }

const hasWaitlist = (stack: readonly OpenModal[]) => stack.some((m) => m.kind === 'waitlist')

/** The modal a close means: the one named, or else the top one that is not already closing. */
function modalToClose(stack: readonly OpenModal[], kind: ModalKind | undefined) {
  const shown = stack.filter((m) => !m.closing)
  return kind === undefined ? shown.at(-1) : shown.find((m) => m.kind === kind)
}

const syncBodyMarker = {
  type: 'setBodyNoScrollMarker',
  params: ({ context }: { context: ModalContext }) => ({ on: hasWaitlist(context.stack) }),
} as const

/**
 * The application-level modal system (docs/product.md, "Modals"). Every kind opens and closes
 * on its own; one modal may open another on top (the explore tray's contact button, the offer's
 * grant form), so the open modals form a stack. A closed modal fades out as it faded in
 * (timings.modalFade) and leaves the stack when the fade ends, so that focus goes back to its trigger only
 * then; a visitor who prefers reduced motion gets no fade, the modal leaves at once. While any is
 * on the stack the page cannot scroll, and the waitlist modal also puts the no-scroll marker on
 * the body. Opening a kind that is already open brings nothing new: it stays where it is, and one
 * that is fading out comes back.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    setBodyNoScrollMarker: (_, _params: { on: boolean }) => {},
    push: assign({
      stack: ({ context, event }) => {
        assertEvent(event, 'modal.open')
        const existing = context.stack.find((m) => m.kind === event.kind)
        if (!existing) {
          return [
            ...context.stack,
            { kind: event.kind, payload: event.payload ?? {}, closing: false },
          ]
        }
        return context.stack.map((m) => (m === existing ? { ...m, closing: false } : m))
      },
    }),
    remove: assign({
      stack: ({ context, event }) => {
        assertEvent(event, 'modal.close')
        const target = modalToClose(context.stack, event.kind)
        return context.stack.filter((m) => m !== target)
      },
    }),
    startClosing: assign({
      stack: ({ context, event }) => {
        assertEvent(event, 'modal.close')
        const target = modalToClose(context.stack, event.kind)
        return context.stack.map((m) => (m === target ? { ...m, closing: true } : m))
      },
    }),
    startClosingAll: assign({
      stack: ({ context }) => context.stack.map((m) => ({ ...m, closing: true })),
    }),
    removeClosing: assign({
      stack: ({ context }) => context.stack.filter((m) => !m.closing),
    }),
    clear: assign({ stack: [] }),
  },
  guards: {
    isStackEmpty: ({ context }) => context.stack.length === 0,
    isAnyClosing: ({ context }) => context.stack.some((m) => m.closing),
    /** Is there a modal, not already closing, that this close event means? */
    hasModalToClose: ({ context, event }) =>
      event.type === 'modal.close' && modalToClose(context.stack, event.kind) !== undefined,
    /** Does the visitor prefer reduced motion? The application answers (a media query). */
    isMotionReduced: () => false,
  },
  delays: { modalFade: timings.modalFade },
}).createMachine({
  id: 'modals',
  initial: 'closed',
  context: { stack: [] },
  states: {
    closed: {
      on: {
        'modal.open': { target: 'open', actions: 'push' },
      },
    },
    open: {
      entry: ['lockScroll', syncBodyMarker],
      exit: ['unlockScroll', { type: 'setBodyNoScrollMarker', params: { on: false } }],
      always: { guard: 'isStackEmpty', target: 'closed' },
      initial: 'steady',
      states: {
        steady: {
          always: { guard: 'isAnyClosing', target: 'closing' },
        },
        // Every modal marked closing is fading out; they leave together when the fade ends. A
        // modal closed during the fade joins it without restarting it, so a faded modal never
        // lingers (invisible, but still holding the page inert).
        closing: {
          after: { modalFade: { target: 'steady', actions: ['removeClosing', syncBodyMarker] } },
        },
      },
      on: {
        'modal.open': { actions: ['push', syncBodyMarker] },
        'modal.close': [
          {
            guard: and(['hasModalToClose', 'isMotionReduced']),
            actions: ['remove', syncBodyMarker],
          },
          { guard: 'hasModalToClose', actions: 'startClosing' },
        ],
        'modal.closeAll': [
          { guard: 'isMotionReduced', target: 'closed', actions: 'clear' },
          { actions: 'startClosingAll' },
        ],
      },
    },
  },
})
