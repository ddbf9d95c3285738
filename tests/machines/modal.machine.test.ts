import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timings } from '../../content/site'
import type { ModalKind } from '../../content/types'
import { modalMachine, type ModalEvent } from '../../machines/modal.machine'
import { modelActor, modelPaths, replay } from './model-paths'

const fadeEnded = 'xstate.after.modalFade.modals.open.closing'

function start({ reducedMotion = false } = {}) {
  const calls = {
    lockScroll: vi.fn(),
    unlockScroll: vi.fn(),
    marker: vi.fn<(on: boolean) => void>(),
  }
  const actor = modelActor(
    modalMachine.provide({
      actions: {
        lockScroll: calls.lockScroll,
        unlockScroll: calls.unlockScroll,
        setBodyNoScrollMarker: (_, params) => calls.marker(params.on),
      },
      guards: { isMotionReduced: () => reducedMotion },
    }),
  ).start()
  const kinds = () => actor.getSnapshot().context.stack.map((m) => m.kind)
  const closingKinds = () =>
    actor
      .getSnapshot()
      .context.stack.filter((m) => m.closing)
      .map((m) => m.kind)
  return { actor, calls, kinds, closingKinds }
}

const allKinds: ModalKind[] = [
  'offer',
  'schoolContact',
  'scheduling',
  'connectWithUs',
  'schoolDemo',
  'partnership',
  'generalInquiries',
  'grantApplication',
  'waitlist',
  'subscribe',
  'feedback',
  'video',
]

describe('modal machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(allKinds)('opens and closes the %s modal on its own', (kind) => {
    const { actor, kinds, calls } = start()
    actor.send({ type: 'modal.open', kind })
    expect(kinds()).toEqual([kind])
    expect(actor.getSnapshot().matches('open')).toBe(true)
    expect(calls.lockScroll).toHaveBeenCalledTimes(1)
    actor.send({ type: 'modal.close', kind })
    vi.advanceTimersByTime(timings.modalFade)
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
    vi.advanceTimersByTime(timings.modalFade)
    expect(kinds()).toEqual(['offer'])
    expect(calls.unlockScroll).not.toHaveBeenCalled()
    actor.send({ type: 'modal.close' })
    vi.advanceTimersByTime(timings.modalFade)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.lockScroll).toHaveBeenCalledTimes(1)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('closes a named modal that is not on top, leaving the others', () => {
    const { actor, kinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'video' })
    actor.send({ type: 'modal.close', kind: 'offer' })
    vi.advanceTimersByTime(timings.modalFade)
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
    // Still on the page while it fades out, so still marked.
    expect(calls.marker).toHaveBeenLastCalledWith(true)
    vi.advanceTimersByTime(timings.modalFade)
    expect(calls.marker).toHaveBeenLastCalledWith(false)
    actor.send({ type: 'modal.open', kind: 'waitlist' })
    actor.send({ type: 'modal.closeAll' })
    vi.advanceTimersByTime(timings.modalFade)
    expect(calls.marker).toHaveBeenLastCalledWith(false)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('ignores a close while nothing is open', () => {
    const { actor, calls } = start()
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).not.toHaveBeenCalled()
  })

  it('fades a closed modal out for its 0.3 s before it leaves; scroll stays locked until then', () => {
    const { actor, kinds, closingKinds, calls } = start()
    actor.send({ type: 'modal.open', kind: 'scheduling' })
    actor.send({ type: 'modal.close', kind: 'scheduling' })
    expect(kinds()).toEqual(['scheduling'])
    expect(closingKinds()).toEqual(['scheduling'])
    expect(actor.getSnapshot().matches({ open: 'closing' })).toBe(true)
    vi.advanceTimersByTime(timings.modalFade - 1)
    expect(kinds()).toEqual(['scheduling'])
    expect(calls.unlockScroll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(kinds()).toEqual([])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('fades the top modal out over the one below, which stays', () => {
    const { actor, kinds, closingKinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'grantApplication' })
    actor.send({ type: 'modal.close' })
    expect(closingKinds()).toEqual(['grantApplication'])
    vi.advanceTimersByTime(timings.modalFade)
    expect(kinds()).toEqual(['offer'])
    expect(actor.getSnapshot().matches({ open: 'steady' })).toBe(true)
  })

  it('ignores a second close of a modal that is fading out, and does not restart the fade', () => {
    const { actor, kinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.close', kind: 'offer' })
    vi.advanceTimersByTime(200)
    actor.send({ type: 'modal.close', kind: 'offer' })
    vi.advanceTimersByTime(timings.modalFade - 200)
    expect(kinds()).toEqual([])
  })

  it('a close without a kind closes the top modal that is not already closing', () => {
    const { actor, closingKinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'grantApplication' })
    actor.send({ type: 'modal.close' })
    actor.send({ type: 'modal.close' })
    expect(closingKinds()).toEqual(['offer', 'grantApplication'])
    vi.advanceTimersByTime(timings.modalFade)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('brings back a modal opened again while it fades out', () => {
    const { actor, kinds, closingKinds } = start()
    actor.send({ type: 'modal.open', kind: 'subscribe' })
    actor.send({ type: 'modal.close', kind: 'subscribe' })
    vi.advanceTimersByTime(100)
    actor.send({ type: 'modal.open', kind: 'subscribe' })
    expect(closingKinds()).toEqual([])
    vi.advanceTimersByTime(timings.modalFade)
    expect(kinds()).toEqual(['subscribe'])
    expect(actor.getSnapshot().matches({ open: 'steady' })).toBe(true)
  })

  it('fades every modal out on closeAll', () => {
    const { actor, closingKinds } = start()
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'grantApplication' })
    actor.send({ type: 'modal.closeAll' })
    expect(closingKinds()).toEqual(['offer', 'grantApplication'])
    vi.advanceTimersByTime(timings.modalFade)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('with reduced motion, closes at once: no fade', () => {
    const { actor, kinds, calls } = start({ reducedMotion: true })
    actor.send({ type: 'modal.open', kind: 'offer' })
    actor.send({ type: 'modal.open', kind: 'grantApplication' })
    actor.send({ type: 'modal.close' })
    expect(kinds()).toEqual(['offer'])
    actor.send({ type: 'modal.close', kind: 'offer' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
    actor.send({ type: 'modal.open', kind: 'waitlist' })
    actor.send({ type: 'modal.closeAll' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.marker).toHaveBeenLastCalledWith(false)
  })
})

describe.each([
  { motion: 'full motion', reducedMotion: false },
  { motion: 'reduced motion', reducedMotion: true },
])('modal machine: model-based paths, $motion', ({ reducedMotion }) => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const events = [
    { type: 'modal.open', kind: 'offer' },
    { type: 'modal.open', kind: 'waitlist' },
    { type: 'modal.close' },
    { type: 'modal.close', kind: 'offer' },
    { type: 'modal.closeAll' },
    { type: fadeEnded },
  ] as ModalEvent[]
  const machine = modalMachine.provide({ guards: { isMotionReduced: () => reducedMotion } })
  const paths = modelPaths(machine, events)

  it('covers the empty, single, stacked and (with motion) closing states', () => {
    expect(paths.length).toBeGreaterThan(10)
    expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
      new Set(['"closed"', '{"open":"steady"}', ...(reducedMotion ? [] : ['{"open":"closing"}'])]),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      const { actor, calls } = start({ reducedMotion })
      await replay(path, actor, (event) => {
        if (event.type === fadeEnded) vi.advanceTimersByTime(timings.modalFade)
        else actor.send(event as ModalEvent)
      })
      const { stack } = actor.getSnapshot().context
      // Invariants: open exactly when something is on the stack; scroll locked exactly then;
      // the body marker tracks the waitlist modal; a modal that is closing is fading out (it will
      // leave), and with reduced motion nothing ever fades.
      expect(actor.getSnapshot().matches('open')).toBe(stack.length > 0)
      expect(calls.lockScroll.mock.calls.length - calls.unlockScroll.mock.calls.length).toBe(
        stack.length > 0 ? 1 : 0,
      )
      const markerOn = calls.marker.mock.calls.at(-1)?.[0] ?? false
      expect(markerOn).toBe(stack.some((m) => m.kind === 'waitlist'))
      expect(new Set(stack.map((m) => m.kind)).size).toBe(stack.length)
      if (stack.some((m) => m.closing)) {
        expect(actor.getSnapshot().matches({ open: 'closing' })).toBe(true)
      }
      if (reducedMotion) expect(stack.some((m) => m.closing)).toBe(false)
    })
  }
})
