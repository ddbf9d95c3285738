import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { accordionMachine, type AccordionEvent } from '../../machines/accordion.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

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

describe('accordion machine: model-based paths', () => {
  const events = [
    { type: 'accordion.toggle', id: 'faq-1' },
    { type: 'accordion.toggle', id: 'faq-2' },
    { type: 'accordion.open', id: 'faq-2' },
    { type: 'accordion.closeAll' },
  ] as AccordionEvent[]
  const input = { initialOpenId: 'faq-1' }
  const paths = modelPaths(accordionMachine, events, {
    input,
    label: (snapshot: { context: { openId: string | null } }) =>
      `${snapshot.context.openId ?? 'none'} open`,
  })

  /** The FAQ rule, said once more on its own: which item each press leaves open. */
  function expectedOpen(path: ModelPath) {
    let open: string | null = input.initialOpenId
    for (const { event } of path.steps) {
      const e = event as AccordionEvent
      if (e.type === 'accordion.toggle') open = open === e.id ? null : e.id
      if (e.type === 'accordion.open') open = e.id
      if (e.type === 'accordion.closeAll') open = null
    }
    return open
  }

  it('tries every press with the first, the second or no item open', () => {
    expect(paths).toHaveLength(3 * events.length)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const actor = modelActor(accordionMachine, { input }).start()
      await replay(path, actor, (event) => actor.send(event as AccordionEvent))
      expect(actor.getSnapshot().context.openId).toBe(expectedOpen(path))
    })
  }
})
