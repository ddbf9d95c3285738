import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { accordionMachine } from '../../machines/accordion.machine'

describe('accordion machine', () => {
  it('opens the first item when told to (FAQ, mobile tray)', () => {
    const actor = createActor(accordionMachine, { input: { initialOpenId: '0' } }).start()
    expect(actor.getSnapshot().context.openId).toBe('0')
  })

  it('starts with none open by default (header dropdowns)', () => {
    const actor = createActor(accordionMachine, { input: {} }).start()
    expect(actor.getSnapshot().context.openId).toBeNull()
  })

  it('keeps at most one item open, and clicking the open item closes it', () => {
    const actor = createActor(accordionMachine, { input: { initialOpenId: '0' } }).start()
    actor.send({ type: 'accordion.toggle', id: '2' })
    expect(actor.getSnapshot().context.openId).toBe('2')
    actor.send({ type: 'accordion.toggle', id: '2' })
    expect(actor.getSnapshot().context.openId).toBeNull()
    actor.send({ type: 'accordion.open', id: '3' })
    actor.send({ type: 'accordion.open', id: '3' })
    expect(actor.getSnapshot().context.openId).toBe('3')
    actor.send({ type: 'accordion.closeAll' })
    expect(actor.getSnapshot().context.openId).toBeNull()
  })
})
