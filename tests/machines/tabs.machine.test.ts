import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { tabsMachine } from '../../machines/tabs.machine'

const start = (selected?: string) =>
  createActor(tabsMachine, {
    input: {
      ids: ['schools', 'teachers', 'students', 'parents'],
      ...(selected ? { selected } : {}),
    },
  }).start()

describe('tabs machine', () => {
  it('selects the first tab by default', () => {
    expect(start().getSnapshot().context.selected).toBe('schools')
  })

  it('moves with next and previous, wrapping at both ends', () => {
    const actor = start()
    actor.send({ type: 'tabs.previous' })
    expect(actor.getSnapshot().context.selected).toBe('parents')
    actor.send({ type: 'tabs.next' })
    expect(actor.getSnapshot().context.selected).toBe('schools')
    actor.send({ type: 'tabs.next' })
    expect(actor.getSnapshot().context.selected).toBe('teachers')
  })

  it('jumps to the first and last tab, and selects by id', () => {
    const actor = start('students')
    actor.send({ type: 'tabs.first' })
    expect(actor.getSnapshot().context.selected).toBe('schools')
    actor.send({ type: 'tabs.last' })
    expect(actor.getSnapshot().context.selected).toBe('parents')
    actor.send({ type: 'tabs.select', id: 'teachers' })
    expect(actor.getSnapshot().context.selected).toBe('teachers')
  })

  it('ignores an unknown id', () => {
    const actor = start()
    actor.send({ type: 'tabs.select', id: 'principals' })
    expect(actor.getSnapshot().context.selected).toBe('schools')
  })
})
