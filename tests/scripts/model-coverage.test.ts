import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate'
import {
  computeCoverage,
  failing,
  parseRecords,
  type RecordedPath,
} from '../../scripts/model-coverage/coverage'
import { formatTerminal } from '../../scripts/model-coverage/format'
import { machineTransitions, takenKey } from '../../scripts/model-coverage/transitions'

/** Every kind of transition once: guarded alternatives, eventless, delayed, invoke done/error. */
const door = setup({
  types: { context: {} as { locked: boolean }, events: {} as { type: 'push' } | { type: 'lock' } },
  actors: { knock: fromPromise<void, void>(async () => {}) },
  guards: { isLocked: ({ context }) => context.locked },
  delays: { swing: 500 },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'closed',
  on: { lock: { actions: () => {} } },
  states: {
    closed: {
      on: { push: [{ guard: 'isLocked', target: 'knocking' }, { target: 'opening' }] },
    },
    opening: { always: { target: 'open' } },
    open: { after: { swing: 'closed' } },
    knocking: { invoke: { src: 'knock', onDone: 'open', onError: 'closed' } },
  },
})
const key = (source: string, event: string, index = 0) => `${source}|${event}|${index}`
const entry = { key: 'door', title: 'Door', visitor: true, machine: door }
const record = (transitions: string[]): RecordedPath => ({
  machine: 'door',
  test: 'door',
  path: 'a path',
  transitions,
})

describe('model coverage: the transitions of a machine', () => {
  it('lists every alternative of every event, eventless, delayed and invoke ones included', () => {
    expect(machineTransitions(door).map((t) => [t.source, t.event, t.guard, t.target])).toEqual([
      ['(machine)', 'lock', '', '(stays)'],
      ['closed', 'push', 'isLocked', 'knocking'],
      ['closed', 'push', '(otherwise)', 'opening'],
      ['opening', 'always', '', 'open'],
      ['open', 'after swing (500 ms)', '', 'closed'],
      ['knocking', 'done: knock', '', 'open'],
      ['knocking', 'error: knock', '', 'closed'],
    ])
  })

  it('names a transition taken by a real actor, of a provided machine too, as the definition does', () => {
    vi.useFakeTimers()
    const taken: string[] = []
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(takenKey))
    }
    const provided = door.provide({ guards: { isLocked: () => false } })
    const actor = createActor(provided, { inspect }).start()
    actor.send({ type: 'push' })
    vi.advanceTimersByTime(500)
    vi.useRealTimers()
    const keys = new Set(machineTransitions(door).map((t) => t.key))
    expect(taken).toEqual([
      key('door.closed', 'push', 1),
      key('door.opening', ''),
      key('door.open', 'xstate.after.swing.door.open'),
    ])
    expect(taken.every((k) => keys.has(k))).toBe(true)
  })
})

describe('model coverage: what is left uncovered', () => {
  it('is exactly the transitions no recorded path took', () => {
    const records = [
      record([key('door.closed', 'push', 1), key('door.opening', '')]),
      record([
        key('door.closed', 'push', 0),
        key('door.knocking', 'xstate.done.actor.0.door.knocking'),
      ]),
    ]
    const [coverage] = computeCoverage([entry], records)
    expect(coverage!.paths).toBe(2)
    expect(coverage!.covered).toBe(4)
    expect(coverage!.uncovered.map((t) => [t.source, t.event])).toEqual([
      ['(machine)', 'lock'],
      ['open', 'after swing (500 ms)'],
      ['knocking', 'error: knock'],
    ])
    expect(failing([coverage!])).toEqual([coverage])
  })

  it("counts only this machine's paths, and passes when every transition is taken", () => {
    const all = machineTransitions(door).map((t) => t.key)
    const other = { ...record(all), machine: 'window' }
    const [none] = computeCoverage([entry], [other])
    expect(none!.uncovered).toHaveLength(all.length)
    const [full] = computeCoverage([entry], parseRecords(`${JSON.stringify(record(all))}\n\n`))
    expect(full!.uncovered).toEqual([])
    expect(failing([full!])).toEqual([])
  })

  it('reports a gap of a machine that is not a visitor machine without failing', () => {
    const coverage = computeCoverage([{ ...entry, visitor: false }], [])
    expect(failing(coverage)).toEqual([])
    expect(formatTerminal(coverage)).toContain('door (reported, not enforced)')
  })
})
