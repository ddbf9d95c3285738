import { fromPromise, setup } from 'xstate'

/**
 * Loads a third-party script once (the scheduling widget, spec 7). If it does not arrive in time
 * or fails, the view falls back to a plain link, never an empty box.
 */
export const scriptLoaderMachine = setup({
  actors: {
    load: fromPromise<void, void>(async () => {
      throw new Error('No loader was provided')
    }),
  },
  delays: { loadTimeout: 8000 },
}).createMachine({
  id: 'scriptLoader',
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'load', onDone: 'ready', onError: 'failed' },
      after: { loadTimeout: 'failed' },
    },
    ready: {},
    failed: {},
  },
})
