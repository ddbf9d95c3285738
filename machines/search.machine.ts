import { assign, setup } from 'xstate'

export type SearchEvent = { type: 'search.change'; query: string } | { type: 'search.clear' }

/**
 * A live search box (the /CountryList search, the /curriculum topic finder): the query as typed,
 * and whether there is one. The view derives its results from the query on every change.
 */
export const searchMachine = setup({
  types: {
    context: {} as { query: string },
    events: {} as SearchEvent,
  },
  guards: {
    blank: ({ event }) => event.type === 'search.change' && event.query.trim() === '',
  },
}).createMachine({
  id: 'search',
  context: { query: '' },
  initial: 'idle',
  states: {
    /** No query: everything shows. */
    idle: {
      on: {
        'search.change': [
          { guard: 'blank', actions: assign({ query: ({ event }) => event.query }) },
          { target: 'searching', actions: assign({ query: ({ event }) => event.query }) },
        ],
      },
    },
    searching: {
      on: {
        'search.change': [
          {
            guard: 'blank',
            target: 'idle',
            actions: assign({ query: ({ event }) => event.query }),
          },
          { actions: assign({ query: ({ event }) => event.query }) },
        ],
        'search.clear': { target: 'idle', actions: assign({ query: '' }) },
      },
    },
  },
})
