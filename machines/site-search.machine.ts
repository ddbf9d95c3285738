import { assign, fromPromise, setup } from 'xstate'

/** What a result is, to label it. */
export type SiteSearchKind =
  'world' | 'curriculum' | 'page' | 'faq' | 'countries' | 'grant' | 'post'

/** A found section of a page, as the dialog and the /search page show it. */
export type SiteSearchHit = {
  id: string
  kind: SiteSearchKind
  /** The page's address, without the language's prefix, and the id of the section. */
  path: string
  anchor: string
  page: string
  heading: string
  /** The words around the match, the matching ones marked. */
  snippet: readonly { text: string; mark: boolean }[]
}

/** The longest query searched: a longer one is cut (and the visitor told). */
export const maxQueryLength = 200
/** How long typing must pause before the index is asked (docs/search.md). */
export const searchDebounceMs = 80

export type SiteSearchEvent =
  | { type: 'siteSearch.intent' }
  | { type: 'siteSearch.type'; query: string }
  | { type: 'siteSearch.retry' }
  | { type: 'siteSearch.online' }

type SiteSearchContext = {
  /** The query as searched: what was typed, cut to maxQueryLength. */
  query: string
  /** The query typed was longer and has been cut. */
  cut: boolean
  results: readonly SiteSearchHit[]
}

const isBlank = (query: string) => query.trim() === ''
const typing = [
  { guard: 'isTypedBlank', target: '#siteSearch.ready', actions: ['keepQuery', 'clearResults'] },
  { target: '#siteSearch.searching', reenter: true, actions: 'keepQuery' },
] as const

/**
 * The site search, in the header's dialog and on the /search page (docs/search.md). Nothing is
 * fetched before the visitor shows intent (or types): then the language's index loads, once.
 * A query is searched when typing pauses (searchDebounceMs); the results, or none, are shown
 * until the next keystroke. An index that cannot load is a failure the visitor may retry, or,
 * when the device is offline and has not kept it, an offline state that retries by itself when
 * the connection returns. The page gives the effects: `loadIndex` (the network and Orama),
 * `search` (the index) and whether the device is offline: the machine never touches them.
 */
export const siteSearchMachine = setup({
  types: {
    context: {} as SiteSearchContext,
    events: {} as SiteSearchEvent,
  },
  actors: {
    loadIndex: fromPromise<void>(async () => {}),
    search: fromPromise<readonly SiteSearchHit[], { query: string }>(async () => []),
  },
  actions: {
    /** The query typed, cut to maxQueryLength. */
    keepQuery: assign(({ event }) => {
      const raw = event.type === 'siteSearch.type' ? event.query : ''
      return { query: raw.slice(0, maxQueryLength), cut: raw.length > maxQueryLength }
    }),
    clearResults: assign({ results: [] }),
  },
  guards: {
    isTypedBlank: ({ event }) => event.type === 'siteSearch.type' && isBlank(event.query),
    hasQuery: ({ context }) => !isBlank(context.query),
    /** Is the device without a connection? The page answers (navigator.onLine). */
    isOffline: () => false,
  },
  delays: { searchDebounce: searchDebounceMs },
}).createMachine({
  id: 'siteSearch',
  context: { query: '', cut: false, results: [] },
  initial: 'idle',
  states: {
    /** Nothing of the search has been fetched. */
    idle: {
      on: {
        'siteSearch.intent': 'loading',
        'siteSearch.type': { target: 'loading', actions: 'keepQuery' },
      },
    },
    /** The language's index is on its way; what is typed meanwhile is kept. */
    loading: {
      invoke: {
        src: 'loadIndex',
        onDone: [{ guard: 'hasQuery', target: 'searching' }, { target: 'ready' }],
        onError: [{ guard: 'isOffline', target: 'offline' }, { target: 'failed' }],
      },
      on: { 'siteSearch.type': { actions: 'keepQuery' } },
    },
    /** The index is there and the query is empty. */
    ready: { on: { 'siteSearch.type': typing } },
    /** Typing: the search waits for a pause. */
    searching: {
      after: { searchDebounce: 'finding' },
      on: { 'siteSearch.type': typing },
    },
    finding: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'results',
            actions: assign({ results: ({ event }) => event.output }),
          },
          { target: 'noResults', actions: 'clearResults' },
        ],
        onError: { target: 'failed', actions: 'clearResults' },
      },
      on: { 'siteSearch.type': typing },
    },
    results: { on: { 'siteSearch.type': typing } },
    noResults: { on: { 'siteSearch.type': typing } },
    /** The index could not be loaded (or asked): the visitor may try again. */
    failed: {
      on: {
        'siteSearch.retry': 'loading',
        'siteSearch.type': { actions: 'keepQuery' },
      },
    },
    /** Offline, and the index is not kept on this device: tried again when the connection is. */
    offline: {
      on: {
        'siteSearch.retry': 'loading',
        'siteSearch.online': 'loading',
        'siteSearch.type': { actions: 'keepQuery' },
      },
    },
  },
})
