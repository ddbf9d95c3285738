import { createActor, fromPromise } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyLinkMachine } from '../../machines/copy-link.machine'
import { createResourceMachine } from '../../machines/resource.machine'

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
