import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { grantOfferMachine, type GrantOfferEvent } from '../../machines/grant-offer.machine'
import { modelActor, modelPaths, replay } from './model-paths'

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
      const actor = modelActor(grantOfferMachine).start()
      await replay(path, actor, (event) => actor.send(event as GrantOfferEvent))
    })
  }
})
