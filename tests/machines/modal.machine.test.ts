import { createActor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { ModalKind } from '../../content/types'
import { modalMachine, type ModalEvent } from '../../machines/modal.machine'
import { modelPaths, replay } from './model-paths'

function start() {
  const calls = {
    lockScroll: vi.fn(),
    unlockScroll: vi.fn(),
    marker: vi.fn<(on: boolean) => void>(),
  }
  const actor = createActor(
    modalMachine.provide({
      actions: {
        lockScroll: calls.lockScroll,
        unlockScroll: calls.unlockScroll,
        setBodyNoScrollMarker: (_, params) => calls.marker(params.on),
      },
    }),
  ).start()
  const kinds = () => actor.getSnapshot().context.stack.map((m) => m.kind)
  return { actor, calls, kinds }
}

const allKinds: ModalKind[] = [
  'offer',
  'schoolContact',
  'scheduling',
  'connectWithUs',
  'schoolDemo',
  'partnership',
  'generalInquiries',
  'grantContact',
  'waitlist',
  'subscribe',
  'feedback',
  'video',
]

describe('modal machine', () => {
  it.each(allKinds)('opens and closes the %s modal on its own', (kind) => {
    const { actor, kinds, calls } = start()
    actor.send({ type: 'modal.open', kind })
    expect(kinds()).toEqual([kind])
    expect(actor.getSnapshot().matches('open')).toBe(true)
    expect(calls.lockScroll).toHaveBeenCalledTimes(1)
    actor.send({ type: 'modal.close', kind })
    expect(kinds()).toEqual([])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('stacks a second modal and closes the top one first', () => {
    const { actor, kinds, calls } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'scheduling' })
    expect(kinds()).toEqual(['offer', 'scheduling'])
    actor.send({ type: 'modal.close' })
    expect(kinds()).toEqual(['offer'])
    expect(calls.unlockScroll).not.toHaveBeenCalled()
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.lockScroll).toHaveBeenCalledTimes(1)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('closes a named modal that is not on top, leaving the others', () => {
    const { actor, kinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'video' })
    actor.send({ type: 'modal.close', kind: 'offer' })
    expect(kinds()).toEqual(['video'])
  })

  it('does not open the same kind twice', () => {
    const { actor, kinds } = start()
    actor.send({ type: 'modal.open', kind: 'subscribe' })
    actor.send({ type: 'modal.open', kind: 'subscribe' })
    expect(kinds()).toEqual(['subscribe'])
  })

  it('keeps the payload a modal was opened with', () => {
    const { actor } = start()
    actor.send({ type: 'modal.open', kind: 'feedback', payload: { blogTitle: 'Cells in 3D' } })
    expect(actor.getSnapshot().context.stack[0]?.payload).toEqual({ blogTitle: 'Cells in 3D' })
  })

  it('puts the no-scroll marker on the body only while the waitlist modal is open', () => {
    const { actor, calls } = start()
    actor.send({ type: 'modal.open', kind: 'subscribe' })
    expect(calls.marker).toHaveBeenLastCalledWith(false)
    actor.send({ type: 'modal.open', kind: 'waitlist' })
    expect(calls.marker).toHaveBeenLastCalledWith(true)
    actor.send({ type: 'modal.close', kind: 'waitlist' })
    expect(calls.marker).toHaveBeenLastCalledWith(false)
    actor.send({ type: 'modal.open', kind: 'waitlist' })
    actor.send({ type: 'modal.closeAll' })
    expect(calls.marker).toHaveBeenLastCalledWith(false)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('ignores a close while nothing is open', () => {
    const { actor, calls } = start()
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).not.toHaveBeenCalled()
  })
})

describe('modal machine: model-based paths', () => {
  const events: ModalEvent[] = [
    { type: 'modal.open', kind: 'offer' },
    { type: 'modal.open', kind: 'waitlist' },
    { type: 'modal.close' },
    { type: 'modal.close', kind: 'offer' },
    { type: 'modal.closeAll' },
  ]
  const paths = modelPaths(modalMachine, events)

  it('covers the empty, single and stacked states', () => {
    expect(paths.length).toBeGreaterThan(10)
    expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
      new Set(['"closed"', '"open"']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, calls } = start()
      await replay(path, actor, (event) => actor.send(event as ModalEvent))
      const { stack } = actor.getSnapshot().context
      // Invariants: open exactly when something is on the stack; scroll locked exactly then;
      // the body marker tracks the waitlist modal.
      expect(actor.getSnapshot().matches('open')).toBe(stack.length > 0)
      expect(calls.lockScroll.mock.calls.length - calls.unlockScroll.mock.calls.length).toBe(
        stack.length > 0 ? 1 : 0,
      )
      const markerOn = calls.marker.mock.calls.at(-1)?.[0] ?? false
      expect(markerOn).toBe(stack.some((m) => m.kind === 'waitlist'))
      expect(new Set(stack.map((m) => m.kind)).size).toBe(stack.length)
    })
  }
})
