import { assign, fromPromise, setup } from 'xstate'
import { limits } from '../content/site'

export type FeedQuery = { category: string | null; search: string }
export type FeedPost = { slug: string }

/**
 * `from`: who asked for the next page: the visitor, with the Load more button, or the list
 * reaching the end of the view as the visitor scrolls (the default).
 */
export type BlogFeedEvent =
  { type: 'feed.query'; query: FeedQuery } | { type: 'feed.more'; from?: 'button' | 'scroll' }

/**
 * What the last request brought, for the page to announce: the first page of
 * results for a query the visitor changed, or a further page. Null on the page's first query
 * (the page itself says what it shows) and while a new query is on its way.
 */
export type FeedLoad =
  | { kind: 'results'; count: number; hasMore: boolean }
  | {
      kind: 'more'
      /** New posts: a page can repeat a post already shown, which is not shown twice. */
      count: number
      total: number
      hasMore: boolean
      /** Asked for with the button: the page moves focus to the first new post. */
      fromButton: boolean
    }

type Context<TPost extends FeedPost> = {
  /** Started with a first page given by prerendering. */
  prerendered: boolean
  query: FeedQuery
  page: number
  posts: TPost[]
  hasMore: boolean
  /** The visitor has changed the query since the page started: its results are announced. */
  changed: boolean
  moreFromButton: boolean
  lastLoad: FeedLoad | null
}

/**
 * The blog list's paging (docs/product.md, "Blog › List"): page 1 first, then p=2, 3, ... as the visitor
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
      changed: false,
      moreFromButton: false,
      lastLoad: null,
    }),
    initial: 'starting',
    on: {
      'feed.query': {
        // The same query again (the view says so once it mounts) changes nothing.
        guard: 'isNewQuery',
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({
          query: event.query,
          page: 1,
          posts: [],
          hasMore: true,
          changed: true,
          lastLoad: null,
        })),
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
            {
              guard: 'isFirstPageEmpty',
              target: 'empty',
              actions: assign(({ context }) => ({
                lastLoad: context.changed ? { kind: 'results', count: 0, hasMore: false } : null,
              })),
            },
            {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const hasMore = event.output.length >= limits.blogPageSize
                return {
                  posts: event.output,
                  page: 1,
                  hasMore,
                  lastLoad: context.changed
                    ? { kind: 'results' as const, count: event.output.length, hasMore }
                    : null,
                }
              }),
            },
          ],
          onError: 'stopped',
        },
      },
      ready: {
        on: {
          'feed.more': {
            guard: 'hasMore',
            target: 'loadingMore',
            actions: assign(({ event }) => ({ moreFromButton: event.from === 'button' })),
          },
        },
      },
      loadingMore: {
        on: {
          // The button, pressed while a page that scrolling asked for is on its way: that page
          // is the one the visitor asked for.
          'feed.more': {
            guard: ({ event }) => event.from === 'button',
            actions: assign({ moreFromButton: true }),
          },
        },
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const added = event.output.filter(
                (post) => !context.posts.some((p) => p.slug === post.slug),
              )
              const posts = [...context.posts, ...added]
              const hasMore = event.output.length >= limits.blogPageSize
              return {
                posts,
                page: context.page + 1,
                hasMore,
                lastLoad: {
                  kind: 'more' as const,
                  count: added.length,
                  total: posts.length,
                  hasMore,
                  fromButton: context.moreFromButton,
                },
              }
            }),
          },
          onError: 'stopped',
        },
      },
      empty: {},
      stopped: {},
    },
  })
}
