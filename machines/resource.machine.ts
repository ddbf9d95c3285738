import { assign, fromPromise, setup } from 'xstate'

/**
 * One thing loaded once from the blog service: the latest post, trending posts, categories, a
 * post and its related posts. Loading, then loaded (with the data, which may be null for "not
 * found") or failed. Each view says what a failure means (the blog header redirects, the post
 * says 'Blog not found', the sidebars stay quiet). A prerendered page starts loaded with the data
 * its HTML was made from (`input.seed`), so the browser's first render shows the same thing.
 */
export function createResourceMachine<TData>() {
  return setup({
    types: {
      context: {} as { data: TData | null; seeded: boolean },
      input: {} as { seed?: { data: TData | null } | undefined } | undefined,
    },
    actors: { load: fromPromise<TData | null, void>(async () => null) },
    guards: { seeded: ({ context }) => context.seeded },
  }).createMachine({
    id: 'resource',
    context: ({ input }) => ({ data: input?.seed ? input.seed.data : null, seeded: !!input?.seed }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'seeded', target: 'loaded' }, { target: 'loading' }],
      },
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
