import { createActor, fromPromise } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyLinkMachine, type CopyLinkEvent } from '../../machines/copy-link.machine'
import { modelActor, modelPaths, replay } from './model-paths'

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
