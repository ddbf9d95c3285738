import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type EventFromLogic } from 'xstate'
import { keptPagesMachine, type KeptPagesFound } from '../../machines/kept-pages.machine'
import { modelActor, modelPaths, replay } from './model-paths'

type KeptEvent = EventFromLogic<typeof keptPagesMachine>

const svs = { path: '/svs', title: 'For Schools | StemVerse' }

/** The machine with a browser that answers `found` and clears as told. */
function kept(found: KeptPagesFound[], clearing: 'works' | 'fails' = 'works') {
  const reads: number[] = []
  const clears: number[] = []
  const machine = keptPagesMachine.provide({
    actors: {
      read: fromPromise<KeptPagesFound>(async () => {
        reads.push(reads.length)
        return found[Math.min(reads.length - 1, found.length - 1)] ?? null
      }),
      clear: fromPromise<void>(async () => {
        clears.push(clears.length)
        if (clearing === 'fails') throw new Error('quota')
      }),
    },
  })
  return { machine, reads, clears }
}

describe('kept pages machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts reading, as the prerendered page says, then lists what is kept', async () => {
    vi.useFakeTimers()
    const { machine } = kept([{ pages: [svs], address: '/grant' }])
    const actor = createActor(machine).start()
    expect(actor.getSnapshot().value).toBe('reading')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context).toEqual({ pages: [svs], address: '/grant' })
  })

  it('says when nothing is kept, and when the browser keeps nothing', async () => {
    vi.useFakeTimers()
    const none = createActor(kept([{ pages: [], address: '/grant' }]).machine).start()
    const unavailable = createActor(kept([null]).machine).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(none.getSnapshot().value).toBe('none')
    expect(none.getSnapshot().context.address).toBe('/grant')
    expect(unavailable.getSnapshot().value).toBe('unavailable')
  })

  it('clears on request and says so; a failed clearing reads the list again', async () => {
    vi.useFakeTimers()
    const works = kept([{ pages: [svs], address: '/grant' }])
    const actor = createActor(works.machine).start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'CLEAR' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('cleared')
    expect(actor.getSnapshot().context.pages).toEqual([])
    expect(works.clears).toHaveLength(1)

    const fails = kept([{ pages: [svs], address: '/grant' }], 'fails')
    const again = createActor(fails.machine).start()
    await vi.advanceTimersByTimeAsync(0)
    again.send({ type: 'CLEAR' })
    await vi.advanceTimersByTimeAsync(0)
    expect(again.getSnapshot().value).toBe('listed')
    expect(fails.reads).toHaveLength(2)
  })
})

describe('kept pages machine: model-based paths', () => {
  const events = [
    { type: 'CLEAR' },
    { type: 'xstate.done.actor.0.keptPages.reading', output: null },
    { type: 'xstate.done.actor.0.keptPages.reading', output: { pages: [], address: '/grant' } },
    { type: 'xstate.done.actor.0.keptPages.reading', output: { pages: [svs], address: '/grant' } },
    { type: 'xstate.error.actor.0.keptPages.reading' },
    { type: 'xstate.done.actor.0.keptPages.clearing' },
    { type: 'xstate.error.actor.0.keptPages.clearing' },
  ] as unknown as KeptEvent[]
  const paths = modelPaths(keptPagesMachine, events)

  for (const path of paths) {
    it(path.description, async () => {
      const pending: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = []
      const waiting = <T>() =>
        fromPromise<T>(
          () =>
            new Promise<T>((resolve, reject) =>
              pending.push({ resolve: resolve as (value: unknown) => void, reject }),
            ),
        )
      const actor = modelActor(
        keptPagesMachine.provide({
          actors: { read: waiting<KeptPagesFound>(), clear: waiting<void>() },
        }),
      ).start()
      await replay(path, actor, async (event) => {
        const state = String(actor.getSnapshot().value)
        const inState = event.type.endsWith(`.${state}`)
        const done = event as unknown as { type: string; output?: unknown }
        if (event.type.startsWith('xstate.done.')) {
          if (inState) pending.at(-1)!.resolve(done.output)
        } else if (event.type.startsWith('xstate.error.')) {
          if (inState) pending.at(-1)!.reject(new Error('refused'))
        } else actor.send(event as KeptEvent)
        await Promise.resolve()
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    })
  }
})
