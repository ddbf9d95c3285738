import { assign, setup } from 'xstate'
import type { ModalKind } from '../content/types'

/** Extra data some modals need: the video to play, the post a piece of feedback is about. */
export type ModalPayload = {
  videoTitle?: string
  videoSrc?: string
  videoPoster?: string
  blogTitle?: string
}

export type OpenModal = { kind: ModalKind; payload: ModalPayload }

export type ModalEvent =
  | { type: 'modal.open'; kind: ModalKind; payload?: ModalPayload }
  | { type: 'modal.close'; kind?: ModalKind }
  | { type: 'modal.closeAll' }

const hasWaitlist = (stack: readonly OpenModal[]) => stack.some((m) => m.kind === 'waitlist')

const syncBodyMarker = {
  type: 'setBodyNoScrollMarker',
  params: ({ context }: { context: { stack: OpenModal[] } }) => ({
    on: hasWaitlist(context.stack),
  }),
} as const

/**
 * The application-level modal system (spec 2, "Modals (general)"). Every kind opens and closes
 * on its own; one modal may open another on top (the explore tray's contact button, the offer's
 * grant form), so the open modals form a stack. While any is open the page cannot scroll, and the
 * waitlist modal also puts the no-scroll marker on the body. Opening a kind that is already open
 * brings nothing new: it stays where it is.
 */
export const modalMachine = setup({
  types: {
    context: {} as { stack: OpenModal[] },
    events: {} as ModalEvent,
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    setBodyNoScrollMarker: (_, _params: { on: boolean }) => {},
    push: assign({
      stack: ({ context, event }) =>
        event.type === 'modal.open' && !context.stack.some((m) => m.kind === event.kind)
          ? [...context.stack, { kind: event.kind, payload: event.payload ?? {} }]
          : context.stack,
    }),
    remove: assign({
      stack: ({ context, event }) => {
        if (event.type !== 'modal.close') return context.stack
        if (event.kind === undefined) return context.stack.slice(0, -1)
        return context.stack.filter((m) => m.kind !== event.kind)
      },
    }),
    clear: assign({ stack: [] }),
  },
  guards: {
    isStackEmpty: ({ context }) => context.stack.length === 0,
  },
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
      on: {
        'modal.open': { actions: ['push', syncBodyMarker] },
        'modal.close': { actions: ['remove', syncBodyMarker] },
        'modal.closeAll': { actions: 'clear', target: 'closed' },
      },
    },
  },
})
