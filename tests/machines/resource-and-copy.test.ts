import { createActor, fromPromise, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyLinkMachine, type CopyLinkEvent } from '../../machines/copy-link.machine'
import { createResourceMachine } from '../../machines/resource.machine'
import { modelActor, modelPaths, replay } from './model-paths'

describe('resource machine', () => {
  const start = (load: () => Promise<string | null>, seed?: { data: string | null }) =>
    createActor(createResourceMachine<string>().provide({ actors: { load: fromPromise(load) } }), {
      input: { seed },
    }).start()

  it('starts loaded with what a prerendered page was made from, without asking again', () => {
    const load = vi.fn(async () => 'fresh')
    const actor = start(load, { data: 'prerendered post' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.data).toBe('prerendered post')
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps a prerendered "not found" (null) as it is', () => {
    const load = vi.fn(async () => 'fresh')
    const actor = start(load, { data: null })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.data).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the data', async () => {
    const actor = start(async () => 'latest post')
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'))
    expect(actor.getSnapshot().context.data).toBe('latest post')
  })

  it('loads "nothing" (a 404) as data null', async () => {
    const actor = start(async () => null)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'))
    expect(actor.getSnapshot().context.data).toBeNull()
  })

  it('fails when the service fails', async () => {
    const actor = start(async () => {
      throw new Error('503')
    })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
  })
})

describe('copy link machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('confirms the copy for 2 s', async () => {
    vi.useFakeTimers()
    const actor = createActor(
      copyLinkMachine.provide({ actors: { copy: fromPromise(async () => {}) } }),
    ).start()
    actor.send({ type: 'copy.request' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('copied')
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('says when the copy failed', async () => {
    vi.useFakeTimers()
    const actor = createActor(
      copyLinkMachine.provide({
        actors: {
          copy: fromPromise<void, void>(async () => {
            throw new Error('denied')
          }),
        },
      }),
    ).start()
    actor.send({ type: 'copy.request' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failed')
  })

  it('remembers whether the copy was for Instagram, until the next copy', async () => {
    vi.useFakeTimers()
    const actor = createActor(
      copyLinkMachine.provide({ actors: { copy: fromPromise(async () => {}) } }),
    ).start()
    actor.send({ type: 'copy.request', forInstagram: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('copied')
    expect(actor.getSnapshot().context.forInstagram).toBe(true)
    actor.send({ type: 'copy.request' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('copied')
    expect(actor.getSnapshot().context.forInstagram).toBe(false)
  })
})

/** A promise actor whose every call waits until the test settles it. */
function waitingPromise<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const logic = fromPromise<T, void>(
    () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })),
  )
  return { logic, calls }
}

/** The state an xstate event belongs to: the last key of the state id it ends with. */
const stateOf = (type: string) => type.split('.').at(-1)

describe('copy link machine: model-based paths', () => {
  const events = [
    { type: 'copy.request' },
    { type: 'copy.request', forInstagram: true },
    { type: 'xstate.done.actor.0.copyLink.copying' },
    { type: 'xstate.error.actor.0.copyLink.copying' },
    { type: 'xstate.after.confirmation.copyLink.copied' },
    { type: 'xstate.after.confirmation.copyLink.failed' },
  ] as CopyLinkEvent[]
  const paths = modelPaths(copyLinkMachine, events)

  afterEach(() => {
    vi.useRealTimers()
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      const copy = waitingPromise<void>()
      const actor = modelActor(copyLinkMachine.provide({ actors: { copy: copy.logic } })).start()
      await replay(path, actor, async (event) => {
        const inState = actor.getSnapshot().value === stateOf(event.type)
        // Outside their own state the model ignores these events: nothing may happen then.
        if (event.type.startsWith('xstate.after.')) {
          if (inState) await vi.advanceTimersByTimeAsync(2000)
        } else if (event.type.startsWith('xstate.done.')) {
          if (inState) copy.calls.at(-1)!.resolve()
        } else if (event.type.startsWith('xstate.error.')) {
          if (inState) copy.calls.at(-1)!.reject(new Error('denied'))
        } else actor.send(event as CopyLinkEvent)
        await vi.advanceTimersByTimeAsync(0)
      })
      // One copy per request the machine took, and the purpose of the last one remembered.
      const taken = path.steps.filter(
        (s, i) =>
          s.event.type === 'copy.request' &&
          s.state.value === 'copying' &&
          (i === 0 || path.steps[i - 1]!.state.value !== 'copying'),
      )
      expect(copy.calls).toHaveLength(taken.length)
      const last = taken.at(-1)?.event as CopyLinkEvent | undefined
      expect(actor.getSnapshot().context.forInstagram).toBe(last?.forInstagram === true)
    })
  }
})

describe('resource machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.0.resource.loading', output: 'latest post' },
    { type: 'xstate.error.actor.0.resource.loading' },
  ] as unknown as EventObject[]

  describe.each([
    { start: 'in the browser', seed: undefined },
    { start: 'prerendered', seed: { data: 'prerendered post' } },
  ])('$start', ({ seed }) => {
    const machine = createResourceMachine<string>()
    const paths = modelPaths(machine, events as never, { input: { seed } })

    for (const path of paths) {
      it(path.description, async () => {
        const load = waitingPromise<string | null>()
        const actor = modelActor(machine.provide({ actors: { load: load.logic } }), {
          input: { seed },
        }).start()
        await replay(path, actor, async (event) => {
          if (actor.getSnapshot().value !== 'loading') return
          if (event.type.startsWith('xstate.done.')) load.calls[0]!.resolve('latest post')
          else load.calls[0]!.reject(new Error('503'))
          await new Promise((resolve) => setTimeout(resolve, 0))
        })
        // Loaded once, only without a seed; the data is the seed's or what was loaded.
        expect(load.calls).toHaveLength(seed ? 0 : 1)
        const { value, context } = actor.getSnapshot()
        if (value === 'loaded') expect(context.data).toBe(seed ? seed.data : 'latest post')
        else expect(context.data).toBeNull()
      })
    }
  })
})
