import { assign, fromPromise, setup } from 'xstate'

/** A page this device keeps for reading offline (src/offline/kept-pages.ts reads them). */
export type KeptPage = { path: string; title: string }

/** What reading the kept pages found: null when the browser keeps no pages at all. */
export type KeptPagesFound = { pages: KeptPage[]; address: string } | null

/**
 * The offline page's list of the pages kept on this device. It starts reading (the prerendered
 * page says it is looking), then lists what it found, says there is none, or that the browser
 * keeps no pages. From a list, the visitor may clear them all; the page then says they are gone.
 * Reading and clearing are the page's (`read`, `clear`): the machine never touches the browser.
 */
export const keptPagesMachine = setup({
  types: {
    context: {} as { pages: KeptPage[]; address: string | null },
    events: {} as { type: 'CLEAR' },
  },
  actors: {
    read: fromPromise<KeptPagesFound>(async () => null),
    clear: fromPromise<void>(async () => {}),
  },
  guards: {
    unavailable: (_, found: KeptPagesFound) => found === null,
    noneKept: (_, found: KeptPagesFound) => !!found && found.pages.length === 0,
  },
}).createMachine({
  id: 'keptPages',
  context: { pages: [], address: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'read',
        onDone: [
          {
            guard: { type: 'unavailable', params: ({ event }) => event.output },
            target: 'unavailable',
          },
          {
            guard: { type: 'noneKept', params: ({ event }) => event.output },
            target: 'none',
            actions: assign({ address: ({ event }) => event.output?.address ?? null }),
          },
          {
            target: 'listed',
            actions: assign({
              pages: ({ event }) => event.output?.pages ?? [],
              address: ({ event }) => event.output?.address ?? null,
            }),
          },
        ],
        onError: 'unavailable',
      },
    },
    listed: { on: { CLEAR: 'clearing' } },
    clearing: {
      invoke: {
        src: 'clear',
        onDone: { target: 'cleared', actions: assign({ pages: [] }) },
        // Whatever could not be deleted is still there: read the list again.
        onError: 'reading',
      },
    },
    none: {},
    cleared: {},
    unavailable: {},
  },
})
