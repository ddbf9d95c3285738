import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { tabsMachine, type TabsEvent } from '../../machines/tabs.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

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

describe('tabs machine: model-based paths', () => {
  const ids = ['overview', 'features', 'pricing']
  const events = [
    { type: 'tabs.select', id: 'pricing' },
    { type: 'tabs.select', id: 'principals' },
    { type: 'tabs.next' },
    { type: 'tabs.previous' },
    { type: 'tabs.first' },
    { type: 'tabs.last' },
  ] as TabsEvent[]
  const paths = modelPaths(tabsMachine, events, {
    input: { ids },
    label: (snapshot: { context: { selected: string } }) => snapshot.context.selected,
  })

  /** The WAI-ARIA rule, said once more on its own: the tab each key press selects. */
  function expectedTab(path: ModelPath) {
    let index = 0
    for (const { event } of path.steps) {
      const e = event as TabsEvent
      if (e.type === 'tabs.select' && ids.includes(e.id)) index = ids.indexOf(e.id)
      if (e.type === 'tabs.next') index = (index + 1) % ids.length
      if (e.type === 'tabs.previous') index = (index + ids.length - 1) % ids.length
      if (e.type === 'tabs.first') index = 0
      if (e.type === 'tabs.last') index = ids.length - 1
    }
    return ids[index]
  }

  it('tries every key from every tab', () => {
    expect(paths).toHaveLength(ids.length * events.length)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const actor = modelActor(tabsMachine, { input: { ids } }).start()
      await replay(path, actor, (event) => actor.send(event as TabsEvent))
      expect(actor.getSnapshot().context.selected).toBe(expectedTab(path))
    })
  }
})
