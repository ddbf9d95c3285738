import { createActor, fromPromise } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { grantOfferMachine, type GrantOfferEvent } from '../../machines/grant-offer.machine'
import { scriptLoaderMachine } from '../../machines/script-loader.machine'
import { modelPaths, replay } from './model-paths'

describe('grant offer machine', () => {
  it('starts on the offer, moves to the application, and back', () => {
    const actor = createActor(grantOfferMachine).start()
    expect(actor.getSnapshot().value).toBe('offer')
    actor.send({ type: 'offer.grab' })
    expect(actor.getSnapshot().value).toBe('application')
    actor.send({ type: 'offer.back' })
    expect(actor.getSnapshot().value).toBe('offer')
  })

  it('a new actor (the modal reopened) starts at step 1 again', () => {
    const first = createActor(grantOfferMachine).start()
    first.send({ type: 'offer.grab' })
    first.stop()
    expect(createActor(grantOfferMachine).start().getSnapshot().value).toBe('offer')
  })

  const paths = modelPaths(grantOfferMachine, [{ type: 'offer.grab' }, { type: 'offer.back' }])
  for (const path of paths) {
    it(`model: ${path.description}`, async () => {
      const actor = createActor(grantOfferMachine).start()
      await replay(path, actor, (event) => actor.send(event as GrantOfferEvent))
    })
  }
})

describe('script loader machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const start = (load: () => Promise<void>) =>
    createActor(scriptLoaderMachine.provide({ actors: { load: fromPromise(load) } })).start()

  it('is ready when the script loads', async () => {
    const actor = start(async () => {})
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
  })

  it('fails when the script fails', async () => {
    const actor = start(async () => {
      throw new Error('blocked')
    })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
  })

  it('fails after 8 s when the script never answers', async () => {
    vi.useFakeTimers()
    const actor = start(() => new Promise<void>(() => {}))
    await vi.advanceTimersByTimeAsync(7999)
    expect(actor.getSnapshot().value).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('failed')
  })
})
