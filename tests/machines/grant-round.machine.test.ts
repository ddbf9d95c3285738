import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventFromLogic } from 'xstate'
import { grantRoundMachine, longestWait } from '../../machines/grant-round.machine'
import { modelActor, modelPaths, replay } from './model-paths'

const day = 24 * 60 * 60 * 1000
const closesAt = Date.parse('2025-01-01T12:00:00Z')

function round(builtAt: number) {
  vi.useFakeTimers({ now: builtAt })
  return createActor(grantRoundMachine, { input: { closesAt, builtAt } }).start()
}

describe('grant round machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('built before the deadline, it is open; built after, closed from the first render', () => {
    expect(round(closesAt - 1).getSnapshot().value).toBe('open')
    expect(round(closesAt).getSnapshot().value).toBe('closed')
    expect(round(closesAt + 700 * day).getSnapshot().value).toBe('closed')
  })

  it('a page built before the deadline and woken after it closes at once', () => {
    const actor = round(closesAt - 30 * day)
    actor.send({ type: 'clock.now', now: closesAt + 1 })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('woken before the deadline, it stays open, and closes when the deadline comes', () => {
    const actor = round(closesAt - 3 * day)
    actor.send({ type: 'clock.now', now: closesAt - 2 * day })
    expect(actor.getSnapshot().value).toBe('open')
    vi.advanceTimersByTime(2 * day - 1)
    expect(actor.getSnapshot().value).toBe('open')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a deadline months away is waited for a day at a time (a timer cannot wait 25 days)', () => {
    const actor = round(closesAt - 90 * day)
    vi.advanceTimersByTime(longestWait)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.now).toBe(closesAt - 89 * day)
    vi.advanceTimersByTime(89 * day)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a closed round never opens again, whatever the clock says', () => {
    const actor = round(closesAt + day)
    actor.send({ type: 'clock.now', now: closesAt - day })
    expect(actor.getSnapshot().value).toBe('closed')
  })
})

describe('grant round machine: model-based paths', () => {
  type RoundEvent = EventFromLogic<typeof grantRoundMachine>
  const builtAt = closesAt - 2 * day
  // The clock as the page wakes or comes back, before and after the deadline, and the machine's
  // own look at it, a day at a time (the context's time is part of the model).
  const events = [
    { type: 'clock.now', now: builtAt },
    { type: 'clock.now', now: closesAt + 1 },
    { type: 'xstate.after.nextLook.grantRound.open' } as unknown as RoundEvent,
  ] as RoundEvent[]
  const input = { closesAt, builtAt }
  const paths = modelPaths(grantRoundMachine, events, { input })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('covers every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4)
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers({ now: builtAt })
      const actor = modelActor(grantRoundMachine, { input }).start()
      await replay(path, actor, async (event) => {
        if (!event.type.startsWith('xstate.after.')) actor.send(event as RoundEvent)
        else if (actor.getSnapshot().matches('open')) {
          // Its look at the clock: a day later, or at the deadline if that comes first.
          const { now } = actor.getSnapshot().context
          await vi.advanceTimersByTimeAsync(Math.min(closesAt - now, longestWait))
        }
      })
    })
  }
})
