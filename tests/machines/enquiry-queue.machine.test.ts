import { fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queueTimings } from '../../content/queue'
import {
  enquiryQueueMachine,
  retryDelay,
  type QueueEvent,
  type QueueOutcome,
} from '../../machines/enquiry-queue.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

/** A queue whose turns answer from `outcomes`, in order ('empty' once they run out). */
function start(outcomes: (QueueOutcome | Error)[] = [], online = true) {
  const turns: number[] = []
  const actor = modelActor(
    enquiryQueueMachine.provide({
      actors: {
        sendNext: fromPromise(async () => {
          turns.push(Date.now())
          const next = outcomes.shift() ?? { kind: 'empty' }
          if (next instanceof Error) throw next
          return next
        }),
      },
    }),
    { input: { online } },
  ).start()
  return { actor, turns, snapshot: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('enquiry queue machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('on waking with nothing waiting, looks once and rests', async () => {
    const { actor, turns, snapshot } = start()
    expect(snapshot().value).toBe('idle')
    actor.send({ type: 'wake' })
    await flush()
    expect(turns).toHaveLength(1)
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.notice).toBeNull()
  })

  it('sends what is waiting one after another until nothing is left, and says so', async () => {
    const { actor, turns, snapshot } = start([
      { kind: 'sent', channel: 'email' },
      { kind: 'sent', channel: 'waitlist' },
    ])
    actor.send({ type: 'wake' })
    await flush()
    expect(turns).toHaveLength(3)
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.notice).toEqual({ type: 'sent', channel: 'waitlist' })
    actor.send({ type: 'notice.dismiss' })
    expect(snapshot().context.notice).toBeNull()
  })

  it('offline, it does not try: it waits for the network, then sends', async () => {
    const { actor, turns, snapshot } = start([{ kind: 'sent', channel: 'email' }], false)
    actor.send({ type: 'queue.saved' })
    await flush()
    expect(snapshot().value).toBe('waitingForNetwork')
    await vi.advanceTimersByTimeAsync(queueTimings.retryMax * 2)
    expect(turns).toHaveLength(0)
    actor.send({ type: 'network.online' })
    await flush()
    expect(turns).toHaveLength(2)
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.notice).toEqual({ type: 'sent', channel: 'email' })
  })

  it('the service worker’s flush message sends from waiting for the network', async () => {
    const { actor, turns, snapshot } = start(
      [{ kind: 'network' }, { kind: 'sent', channel: 'email' }],
      false,
    )
    actor.send({ type: 'network.online' })
    await flush()
    // The browser said online but the send found no network: back off, then the browser agrees.
    expect(snapshot().value).toBe('backoff')
    actor.send({ type: 'network.offline' })
    expect(snapshot().value).toBe('waitingForNetwork')
    actor.send({ type: 'flush' })
    await flush()
    expect(turns).toHaveLength(3)
    expect(snapshot().value).toBe('idle')
  })

  it('backs off 5 s, 10 s, 20 s ... up to 5 minutes while the network fails, then starts over', async () => {
    const failures = Array.from({ length: 9 }, () => ({ kind: 'network' }) as QueueOutcome)
    const { actor, turns, snapshot } = start([...failures, { kind: 'sent', channel: 'email' }])
    const started = Date.now()
    actor.send({ type: 'wake' })
    await flush()
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(snapshot().value).toBe('backoff')
      expect(snapshot().context.attempt).toBe(attempt)
      await vi.advanceTimersByTimeAsync(retryDelay(attempt) - 1)
      expect(turns).toHaveLength(attempt)
      await vi.advanceTimersByTimeAsync(1)
    }
    // The tenth turn sends; the eleventh, at once, finds nothing left.
    expect(turns.map((at) => at - started)).toEqual([
      0, 5_000, 15_000, 35_000, 75_000, 155_000, 315_000, 615_000, 915_000, 1_215_000, 1_215_000,
    ])
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.attempt).toBe(0)
    expect(retryDelay(1)).toBe(queueTimings.retryFirst)
    expect(retryDelay(20)).toBe(queueTimings.retryMax)
  })

  it('the online event ends a back-off at once', async () => {
    const { actor, turns, snapshot } = start([
      { kind: 'later' },
      { kind: 'sent', channel: 'subscribe' },
    ])
    actor.send({ type: 'wake' })
    await flush()
    expect(snapshot().value).toBe('backoff')
    actor.send({ type: 'network.online' })
    await flush()
    expect(turns).toHaveLength(3)
    expect(snapshot().context.notice).toEqual({ type: 'sent', channel: 'subscribe' })
  })

  it('a refusal is told, and the queue goes on with the next', async () => {
    const { actor, turns, snapshot } = start([
      { kind: 'refused', reason: 'Email is invalid' },
      { kind: 'empty' },
    ])
    actor.send({ type: 'wake' })
    await flush()
    expect(turns).toHaveLength(2)
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.notice).toEqual({ type: 'refused', reason: 'Email is invalid' })
  })

  it('a failure of the device’s storage or of the lock is retried like the network', async () => {
    const { actor, turns, snapshot } = start([new Error('QuotaExceededError')])
    actor.send({ type: 'wake' })
    await flush()
    expect(snapshot().value).toBe('backoff')
    await vi.advanceTimersByTimeAsync(queueTimings.retryFirst)
    expect(turns).toHaveLength(2)
    expect(snapshot().value).toBe('idle')
  })

  it('an enquiry saved while a turn found nothing is not left behind', async () => {
    let finish: ((outcome: QueueOutcome) => void) | undefined
    const outcomes: QueueOutcome[] = [{ kind: 'sent', channel: 'email' }]
    const actor = modelActor(
      enquiryQueueMachine.provide({
        actors: {
          sendNext: fromPromise(
            () =>
              new Promise<QueueOutcome>((resolve) => {
                finish = resolve
              }),
          ),
        },
      }),
      { input: { online: true } },
    ).start()
    actor.send({ type: 'wake' })
    // The turn has looked (nothing yet); the form saves one before the turn ends.
    actor.send({ type: 'queue.saved' })
    finish?.({ kind: 'empty' })
    await flush()
    expect(actor.getSnapshot().value).toBe('sending')
    finish?.(outcomes.shift()!)
    await flush()
    expect(actor.getSnapshot().context.notice).toEqual({ type: 'sent', channel: 'email' })
  })

  it('another tab’s news is told here too', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'elsewhere.sent', channel: 'waitlist' })
    expect(snapshot().context.notice).toEqual({ type: 'sent', channel: 'waitlist' })
    actor.send({ type: 'elsewhere.refused', reason: 'No' })
    expect(snapshot().context.notice).toEqual({ type: 'refused', reason: 'No' })
    expect(snapshot().value).toBe('idle')
  })
})

describe('enquiry queue machine: model-based paths', () => {
  const done = 'xstate.done.actor.sendNext'
  const error = 'xstate.error.actor.sendNext'
  const delay = 'xstate.after.retryDelay.enquiryQueue.backoff'
  const events = [
    { type: 'wake' },
    { type: 'queue.saved' },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'flush' },
    { type: 'notice.dismiss' },
    { type: 'elsewhere.sent', channel: 'email' },
    { type: 'elsewhere.refused', reason: 'No' },
    { type: done, output: { kind: 'sent', channel: 'email' } },
    { type: done, output: { kind: 'refused', reason: 'No' } },
    { type: done, output: { kind: 'empty' } },
    { type: done, output: { kind: 'network' } },
    { type: done, output: { kind: 'later' } },
    { type: error, error: new Error('storage') },
    { type: delay },
  ] as unknown as QueueEvent[]
  // The attempt count grows without end: the model keeps only whether there was a failure. What
  // the notice says changes no transition: the unit tests above check it.
  const serialize = (snapshot: {
    value: unknown
    context: { online: boolean; attempt: number; recheck: boolean }
  }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.online,
      snapshot.context.attempt > 0,
      snapshot.context.recheck,
    ])

  afterEach(() => {
    vi.useRealTimers()
  })

  async function replayQueue(path: ModelPath, online: boolean) {
    vi.useFakeTimers()
    let settle: { resolve: (o: QueueOutcome) => void; reject: (e: Error) => void } | undefined
    let turns = 0
    const actor = modelActor(
      enquiryQueueMachine.provide({
        actors: {
          sendNext: fromPromise(
            () =>
              new Promise<QueueOutcome>((resolve, reject) => {
                turns++
                settle = { resolve, reject }
              }),
          ),
        },
      }),
      { input: { online } },
    ).start()
    const sentWhileOffline: string[] = []
    await replay(path, actor, async (event) => {
      if (event.type === delay) {
        if (actor.getSnapshot().matches('backoff'))
          await vi.advanceTimersByTimeAsync(retryDelay(actor.getSnapshot().context.attempt))
      } else if (event.type === done) {
        settle?.resolve((event as unknown as { output: QueueOutcome }).output)
        await flush()
      } else if (event.type === error) {
        settle?.reject(new Error('storage'))
        await flush()
      } else {
        const before = turns
        actor.send(event as QueueEvent)
        await flush()
        // Invariant: no turn starts while the machine believes it is offline.
        if (turns > before && !actor.getSnapshot().context.online) sentWhileOffline.push(event.type)
      }
    })
    return { actor, sentWhileOffline }
  }

  for (const online of [true, false]) {
    describe(online ? 'starting online' : 'starting offline', () => {
      const paths = modelPaths(enquiryQueueMachine, events, { input: { online }, serialize })

      it('covers every state', () => {
        expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
          new Set(['"idle"', '"sending"', '"waitingForNetwork"', '"backoff"']),
        )
      })

      for (const path of paths) {
        it(path.description, async () => {
          const { actor, sentWhileOffline } = await replayQueue(path, online)
          const { value, context } = actor.getSnapshot()
          expect(sentWhileOffline).toEqual([])
          // Waiting for the network only while offline; backing off only after a failure.
          if (value === 'waitingForNetwork') expect(context.online).toBe(false)
          if (value === 'backoff') expect(context.attempt).toBeGreaterThan(0)
          if (value === 'idle') expect(context.attempt).toBe(0)
        })
      }
    })
  }
})
