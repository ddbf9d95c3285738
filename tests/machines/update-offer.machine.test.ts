import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventFromLogic } from 'xstate'
import { updateTakeOverMs } from '../../content/device-facts'
import { updateOfferMachine } from '../../machines/update-offer.machine'
import { modelActor, modelPaths, replay } from './model-paths'

type OfferEvent = EventFromLogic<typeof updateOfferMachine>

/** The machine with a record of what it asked the page. */
function offer() {
  const asked: string[] = []
  const machine = updateOfferMachine.provide({
    actions: {
      activate: () => asked.push('activate'),
      reload: ({ context }) => asked.push(context.typed ? 'reload while typed' : 'reload'),
    },
  })
  return { machine, asked }
}

describe('update offer machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('offers a waiting version, and reloads only after Reload and the take-over', () => {
    const { machine, asked } = offer()
    const actor = createActor(machine, { input: {} }).start()
    expect(actor.getSnapshot().value).toBe('current')
    actor.send({ type: 'UPDATE_READY' })
    expect(actor.getSnapshot().value).toBe('offered')
    expect(asked).toEqual([])
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toBe('activating')
    expect(asked).toEqual(['activate'])
    actor.send({ type: 'TOOK_OVER' })
    expect(actor.getSnapshot().value).toBe('reloading')
    expect(asked).toEqual(['activate', 'reload'])
  })

  it('never reloads by itself: a take-over it did not ask for changes nothing', () => {
    const { machine, asked } = offer()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'TOOK_OVER' })
    actor.send({ type: 'UPDATE_READY' })
    actor.send({ type: 'TOOK_OVER' })
    expect(actor.getSnapshot().value).toBe('offered')
    expect(asked).toEqual([])
  })

  it('holds the offer while a form holds typed text, and shows it once the form is empty', () => {
    const { machine } = offer()
    const actor = createActor(machine, { input: { typed: true } }).start()
    actor.send({ type: 'UPDATE_READY' })
    expect(actor.getSnapshot().value).toBe('held')
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toBe('held')
    actor.send({ type: 'FORM_CLEARED' })
    expect(actor.getSnapshot().value).toBe('offered')
    actor.send({ type: 'FORM_TYPED' })
    expect(actor.getSnapshot().value).toBe('held')
  })

  it('does not let Reload through when a form was typed in since the offer', () => {
    const { machine, asked } = offer()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'FORM_TYPED' })
    actor.send({ type: 'FORM_CLEARED' })
    actor.send({ type: 'UPDATE_READY' })
    expect(actor.getSnapshot().value).toBe('offered')
    actor.send({ type: 'FORM_TYPED' })
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toBe('held')
    expect(asked).toEqual([])
  })

  it('offers again when the new version has not taken over in time', async () => {
    vi.useFakeTimers()
    const { machine, asked } = offer()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'UPDATE_READY' })
    actor.send({ type: 'RELOAD' })
    await vi.advanceTimersByTimeAsync(updateTakeOverMs - 1)
    expect(actor.getSnapshot().value).toBe('activating')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('offered')
    actor.send({ type: 'TOOK_OVER' })
    expect(asked).toEqual(['activate'])
  })

  it('typing while the new version takes over holds the reload until the form is empty', () => {
    const { machine, asked } = offer()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'UPDATE_READY' })
    actor.send({ type: 'RELOAD' })
    actor.send({ type: 'FORM_TYPED' })
    actor.send({ type: 'TOOK_OVER' })
    expect(actor.getSnapshot().value).toBe('held')
    actor.send({ type: 'FORM_CLEARED' })
    actor.send({ type: 'RELOAD' })
    actor.send({ type: 'TOOK_OVER' })
    expect(asked).toEqual(['activate', 'activate', 'reload'])
  })

  it('Later puts the offer away for the visit', () => {
    const { machine } = offer()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'UPDATE_READY' })
    actor.send({ type: 'LATER' })
    actor.send({ type: 'UPDATE_READY' })
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toBe('dismissed')
  })
})

describe('update offer machine: model-based paths', () => {
  // The form's state is part of the model: FORM_TYPED and FORM_CLEARED set it, the guard reads it.
  const events: OfferEvent[] = [
    { type: 'UPDATE_READY' },
    { type: 'FORM_TYPED' },
    { type: 'FORM_CLEARED' },
    { type: 'RELOAD' },
    { type: 'LATER' },
    { type: 'TOOK_OVER' },
    { type: 'xstate.after.takeOverTimeout.updateOffer.activating' } as unknown as OfferEvent,
  ]
  const paths = modelPaths(updateOfferMachine, events, { input: {} })

  afterEach(() => {
    vi.useRealTimers()
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      const { machine, asked } = offer()
      const actor = modelActor(machine, { input: {} }).start()
      await replay(path, actor, async (event) => {
        if (event.type.startsWith('xstate.after.')) {
          if (actor.getSnapshot().value === 'activating') {
            await vi.advanceTimersByTimeAsync(updateTakeOverMs)
          }
        } else actor.send(event as OfferEvent)
      })
      // The page reloads exactly when the path ends in reloading, only after Reload, and never
      // while a form holds typed text.
      const reloads = asked.filter((a) => a === 'reload').length
      expect(reloads).toBe(path.target === 'reloading' ? 1 : 0)
      if (reloads) expect(asked.indexOf('activate')).toBeLessThan(asked.indexOf('reload'))
      expect(asked).not.toContain('reload while typed')
    })
  }
})
