import { assign, fromPromise, setup } from 'xstate'
import { limits } from '../content/site'

export type FeedQuery = { category: string | null; search: string }
export type FeedPost = { slug: string }

export type BlogFeedEvent = { type: 'feed.query'; query: FeedQuery } | { type: 'feed.more' }

type Context<TPost extends FeedPost> = {
  /** Started with a first page given by prerendering. */
  prerendered: boolean
  query: FeedQuery
  page: number
  posts: TPost[]
  hasMore: boolean
}

/**
 * The blog list's paging (spec 4, "Blog list"): page 1 first, then p=2, 3, ... as the visitor
 * reaches the end; a page of fewer than 5 posts is the last (its posts are shown: a deliberate
 * change from the original, which dropped them); a failed request stops loading and paging
 * without a word. A new category or search starts again at page 1, and because the request
 * for the old query is cancelled with its state, a late answer for it is never shown.
 */
export function createBlogFeedMachine<TPost extends FeedPost>() {
  return setup({
    types: {
      context: {} as Context<TPost>,
      input: {} as { query: FeedQuery; firstPage?: TPost[] | undefined },
      events: {} as BlogFeedEvent,
    },
    actors: {
      fetchPage: fromPromise<TPost[], { query: FeedQuery; page: number }>(async () => []),
    },
    guards: {
      isFirstPageEmpty: ({ event }) =>
        (event as unknown as { output: TPost[] }).output.length === 0,
      hasMore: ({ context }) => context.hasMore,
      isNewQuery: ({ context, event }) =>
        event.type === 'feed.query' &&
        (event.query.category !== context.query.category ||
          event.query.search !== context.query.search),
      isPrerendered: ({ context }) => context.prerendered,
      hasNoPrerenderedPosts: ({ context }) => context.prerendered && context.posts.length === 0,
    },
  }).createMachine({
    id: 'blogFeed',
    context: ({ input }) => ({
      query: input.query,
      page: 1,
      posts: input.firstPage ?? [],
      hasMore: input.firstPage ? input.firstPage.length >= limits.blogPageSize : true,
      prerendered: input.firstPage !== undefined,
    }),
    initial: 'starting',
    on: {
      'feed.query': {
        // The same query again (the view says so once it mounts) changes nothing.
        guard: 'isNewQuery',
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ query: event.query, page: 1, posts: [], hasMore: true })),
      },
    },
    states: {
      // A prerendered page starts with the first page its HTML shows.
      starting: {
        always: [
          { guard: 'hasNoPrerenderedPosts', target: 'empty' },
          { guard: 'isPrerendered', target: 'ready' },
          { target: 'loading' },
        ],
      },
      loading: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query, page: 1 }),
          onDone: [
            { guard: 'isFirstPageEmpty', target: 'empty' },
            {
              target: 'ready',
              actions: assign(({ event }) => ({
                posts: event.output,
                page: 1,
                hasMore: event.output.length >= limits.blogPageSize,
              })),
            },
          ],
          onError: 'stopped',
        },
      },
      ready: {
        on: { 'feed.more': { guard: 'hasMore', target: 'loadingMore' } },
      },
      loadingMore: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              posts: [
                ...context.posts,
                ...event.output.filter((post) => !context.posts.some((p) => p.slug === post.slug)),
              ],
              page: context.page + 1,
              hasMore: event.output.length >= limits.blogPageSize,
            })),
          },
          onError: 'stopped',
        },
      },
      empty: {},
      stopped: {},
    },
  })
}
