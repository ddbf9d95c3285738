import { assign, fromPromise, setup } from 'xstate'

/**
 * One thing loaded once from the blog service: the latest post, trending posts, categories, a
 * post and its related posts. Loading, then loaded (with the data, which may be null for "not
 * found") or failed. Each view says what a failure means (the blog header redirects, the post
 * says 'Blog not found', the sidebars stay quiet).
 */
export function createResourceMachine<TData>() {
  return setup({
    types: { context: {} as { data: TData | null } },
    actors: { load: fromPromise<TData | null, void>(async () => null) },
  }).createMachine({
    id: 'resource',
    context: { data: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      loaded: {},
      failed: {},
    },
  })
}
