import { assign, setup } from 'xstate'
import { updateTakeOverMs } from '../content/device-facts'

/**
 * The offer to load a new version of the site. When a deploy's service worker has installed and
 * waits, the page offers "A new version is available" with a Reload button, unless a form on the
 * page holds what the visitor typed: then the offer waits, hidden, until the form is sent or
 * emptied. The page never reloads by itself: only Reload lets the new worker take over
 * (`activate`), and the page reloads once it has (TOOK_OVER). If it has not within
 * `takeOverTimeout`, the offer is back. Later puts the offer away for this visit. The page tells
 * it whether a form holds typed text (input `typed`, then FORM_TYPED and FORM_CLEARED).
 */
export const updateOfferMachine = setup({
  types: {
    context: {} as { typed: boolean },
    input: {} as { typed?: boolean },
    events: {} as
      | { type: 'UPDATE_READY' }
      | { type: 'FORM_TYPED' }
      | { type: 'FORM_CLEARED' }
      | { type: 'RELOAD' }
      | { type: 'LATER' }
      | { type: 'TOOK_OVER' },
  },
  actions: {
    /** Asks the waiting worker to take over (it answers with TOOK_OVER). */
    activate: () => {},
    /** Loads the page again, now from the new version. */
    reload: () => {},
  },
  guards: {
    /** Whether a form on the page holds typed text (src/offline/typed-forms.ts). */
    formTyped: ({ context }) => context.typed,
  },
  delays: { takeOverTimeout: updateTakeOverMs },
}).createMachine({
  id: 'updateOffer',
  context: ({ input }) => ({ typed: input.typed ?? false }),
  initial: 'current',
  on: {
    FORM_TYPED: { actions: assign({ typed: true }) },
    FORM_CLEARED: { actions: assign({ typed: false }) },
  },
  states: {
    /** The page runs the newest version the browser knows. */
    current: {
      on: {
        UPDATE_READY: [{ guard: 'formTyped', target: 'held' }, { target: 'offered' }],
      },
    },
    /** A new version waits, but a form holds typed text: nothing is shown. */
    held: {
      on: { FORM_CLEARED: { target: 'offered', actions: assign({ typed: false }) } },
    },
    offered: {
      on: {
        FORM_TYPED: { target: 'held', actions: assign({ typed: true }) },
        LATER: 'dismissed',
        // Typing moves the offer to held at once, so a shown offer never has typed text.
        RELOAD: 'activating',
      },
    },
    activating: {
      entry: 'activate',
      on: {
        TOOK_OVER: 'reloading',
        // Typed while the new version was taking over: no reload until the form is empty.
        FORM_TYPED: { target: 'held', actions: assign({ typed: true }) },
      },
      after: { takeOverTimeout: 'offered' },
    },
    /** The page is loading again; nothing more to offer. */
    reloading: { entry: 'reload' },
    /** Put away for this visit; the next visit runs the new version. */
    dismissed: {},
  },
})
