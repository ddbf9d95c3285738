import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type EventFromLogic } from 'xstate'
import {
  maxQueryLength,
  searchDebounceMs,
  siteSearchMachine,
  type SiteSearchHit,
} from '../../machines/site-search.machine'
import { modelActor, modelPaths, replay } from './model-paths'

type SiteSearchEvent = EventFromLogic<typeof siteSearchMachine>

const hit: SiteSearchHit = {
  id: '1',
  kind: 'world',
  path: '/BioVerse',
  anchor: '',
  page: 'BioVerse',
  heading: 'BioVerse',
  snippet: [{ text: 'Photosynthesis', mark: true }],
}

/** A deferred promise the test settles, one per call. */
function waiting<T, I = unknown>() {
  const calls: { input: I; resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const logic = fromPromise<T, I>(
    ({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })),
  )
  return { logic, calls }
}

describe('site search machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches nothing before intent, then loads once and searches when typing pauses', async () => {
    vi.useFakeTimers()
    const load = waiting<void>()
    const found = waiting<readonly SiteSearchHit[], { query: string }>()
    const actor = createActor(
      siteSearchMachine.provide({ actors: { loadIndex: load.logic, search: found.logic } }),
    ).start()
    expect(load.calls).toHaveLength(0)
    actor.send({ type: 'siteSearch.type', query: 'photo' })
    expect(actor.getSnapshot().value).toBe('loading')
    actor.send({ type: 'siteSearch.type', query: 'photosynthesis' })
    load.calls[0]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('searching')
    // Each keystroke starts the pause again: only the last query is searched.
    await vi.advanceTimersByTimeAsync(searchDebounceMs - 1)
    actor.send({ type: 'siteSearch.type', query: 'photosynthesis ' })
    await vi.advanceTimersByTimeAsync(searchDebounceMs - 1)
    expect(found.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(found.calls.map((call) => call.input.query)).toEqual(['photosynthesis '])
    found.calls[0]!.resolve([hit])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('results')
    expect(actor.getSnapshot().context.results).toEqual([hit])
    expect(load.calls).toHaveLength(1)
  })

  it('cuts a long query and says so; a blank one shows no results and searches nothing', async () => {
    vi.useFakeTimers()
    const actor = createActor(siteSearchMachine).start()
    actor.send({ type: 'siteSearch.type', query: 'a'.repeat(10_000) })
    expect(actor.getSnapshot().context.query).toHaveLength(maxQueryLength)
    expect(actor.getSnapshot().context.cut).toBe(true)
    await vi.advanceTimersByTimeAsync(searchDebounceMs)
    actor.send({ type: 'siteSearch.type', query: '   ' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ query: '   ', cut: false, results: [] })
  })

  it('is offline when the index cannot load without a connection, and loads when it returns', async () => {
    vi.useFakeTimers()
    const load = waiting<void>()
    const actor = createActor(
      siteSearchMachine.provide({
        actors: { loadIndex: load.logic },
        guards: { isOffline: () => true },
      }),
    ).start()
    actor.send({ type: 'siteSearch.intent' })
    load.calls[0]!.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('offline')
    actor.send({ type: 'siteSearch.online' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load.calls).toHaveLength(2)
  })
})

describe('site search machine: model-based paths', () => {
  const events = [
    { type: 'siteSearch.intent' },
    { type: 'siteSearch.type', query: 'cells' },
    { type: 'siteSearch.type', query: ' ' },
    { type: 'siteSearch.retry' },
    { type: 'siteSearch.online' },
    { type: 'xstate.done.actor.0.siteSearch.loading' },
    { type: 'xstate.error.actor.0.siteSearch.loading', offline: false },
    { type: 'xstate.error.actor.0.siteSearch.loading', offline: true },
    { type: 'xstate.after.searchDebounce.siteSearch.searching' },
    { type: 'xstate.done.actor.0.siteSearch.finding', output: [hit] },
    { type: 'xstate.done.actor.0.siteSearch.finding', output: [] },
    { type: 'xstate.error.actor.0.siteSearch.finding' },
  ] as unknown as SiteSearchEvent[]
  // The model reads an error as offline or not from the event; the real actor asks the guard.
  let offline = false
  const model = siteSearchMachine.provide({
    guards: {
      isOffline: ({ event }) => (event as { offline?: boolean }).offline === true,
    },
  })
  // A state is its value and whether a query waits: the words typed and found do not matter.
  const paths = modelPaths(model, events, {
    serialize: (snapshot: { value: unknown; context: { query: string } }) =>
      JSON.stringify({ value: snapshot.value, query: snapshot.context.query.trim() !== '' }),
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  // One test replays every path (each on its own actor): 140 tests of a few milliseconds each
  // cost vitest more than the replays themselves.
  it(`takes every transition (${paths.length} paths)`, async () => {
    vi.useFakeTimers()
    for (const path of paths) {
      const load = waiting<void>()
      const found = waiting<readonly SiteSearchHit[], { query: string }>()
      const actor = modelActor(
        siteSearchMachine.provide({
          actors: { loadIndex: load.logic, search: found.logic },
          guards: { isOffline: () => offline },
        }),
      ).start()
      await replay(path, actor, async (event) => {
        const state = String(actor.getSnapshot().value)
        const inState = event.type.endsWith(`.${state}`)
        const settle = event as unknown as { type: string; output?: unknown; offline?: boolean }
        const calls = state === 'finding' ? found.calls : load.calls
        if (event.type.startsWith('xstate.after.')) {
          if (inState) await vi.advanceTimersByTimeAsync(searchDebounceMs)
        } else if (event.type.startsWith('xstate.done.')) {
          if (inState) (calls.at(-1)!.resolve as (value: unknown) => void)(settle.output)
        } else if (event.type.startsWith('xstate.error.')) {
          offline = settle.offline === true
          if (inState) calls.at(-1)!.reject(new Error('refused'))
        } else actor.send(event as SiteSearchEvent)
        await vi.advanceTimersByTimeAsync(0)
      }).catch((error: unknown) => {
        throw new Error(`${path.description}: ${String(error)}`)
      })
    }
  })
})
