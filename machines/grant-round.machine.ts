import { assign, setup } from 'xstate'

/** The longest a timer waits before it looks again: setTimeout cannot wait past 2³¹ ms (24.8 days). */
export const longestWait = 24 * 60 * 60 * 1000

export type GrantRoundInput = {
  /** The moment the round closes, in ms since the epoch (src/grant/round.ts `closesAt`). */
  closesAt: number
  /** When the page was built: the first render is the prerendered page's, which knew only this. */
  builtAt: number
}

export type GrantRoundEvent = {
  /** The browser's clock, once the page has woken (and when it comes back to the page). */
  type: 'clock.now'
  now: number
}

/**
 * Whether the grant's round is open: as the build saw it first, so that the woken page draws
 * what its HTML says, then by the browser's clock. A page built before the deadline and read after
 * it says the round has closed once it wakes; one left open across the deadline closes then. A
 * closed round stays closed: the next round's date comes with a new build (VITE_GRANT_DEADLINE).
 */
export const grantRoundMachine = setup({
  types: {
    input: {} as GrantRoundInput,
    context: {} as { closesAt: number; now: number },
    events: {} as GrantRoundEvent,
  },
  guards: {
    hasClosed: ({ context }) => context.now >= context.closesAt,
  },
  delays: {
    nextLook: ({ context }) => Math.min(Math.max(context.closesAt - context.now, 0), longestWait),
  },
}).createMachine({
  id: 'grantRound',
  context: ({ input }) => ({ closesAt: input.closesAt, now: input.builtAt }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasClosed', target: 'closed' }, { target: 'open' }],
    },
    open: {
      on: {
        'clock.now': {
          target: 'checking',
          actions: assign({ now: ({ event }) => event.now }),
        },
      },
      after: {
        nextLook: {
          target: 'checking',
          actions: assign({
            now: ({ context }) =>
              context.now + Math.min(Math.max(context.closesAt - context.now, 0), longestWait),
          }),
        },
      },
    },
    // Not final: the page goes on telling it the time (on every return to the tab), and it says
    // nothing back.
    closed: {},
  },
})
