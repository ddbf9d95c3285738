import type { AnyStateMachine } from 'xstate'
import { machineTransitions, stateNodes, statePath, type TransitionInfo } from './transitions'

/** One replayed model path, as `replay` in tests/machines/model-paths.ts writes it (a JSON line). */
export type RecordedPath = {
  /** The machine's id (`modals`, `blogFeed`), not the catalogue key. */
  machine: string
  /** The test's full name, and the path's own description. */
  test: string
  path: string
  /** Keys (`source id|event descriptor|index`) of every transition the real actor took. */
  transitions: string[]
}

export type MachineUnderTest = {
  key: string
  title: string
  visitor: boolean
  machine: AnyStateMachine
}

export type MachineCoverage = {
  key: string
  title: string
  visitor: boolean
  states: string[]
  transitions: (TransitionInfo & { paths: number })[]
  /** Paths replayed on this machine. */
  paths: number
  covered: number
  uncovered: TransitionInfo[]
}

export function parseRecords(jsonLines: string): RecordedPath[] {
  return jsonLines
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedPath)
}

/**
 * Coverage of each machine's transitions (as its definition states them) by what the replayed
 * paths really took. A transition is covered when at least one path took it.
 */
export function computeCoverage(
  machines: readonly MachineUnderTest[],
  records: readonly RecordedPath[],
): MachineCoverage[] {
  return machines.map(({ key, title, visitor, machine }) => {
    const mine = records.filter((r) => r.machine === machine.id)
    const takenBy = new Map<string, number>()
    for (const record of mine) {
      for (const taken of new Set(record.transitions)) {
        takenBy.set(taken, (takenBy.get(taken) ?? 0) + 1)
      }
    }
    const transitions = machineTransitions(machine).map((t) => ({
      ...t,
      paths: takenBy.get(t.key) ?? 0,
    }))
    const uncovered = transitions.filter((t) => t.paths === 0).map(({ paths: _, ...t }) => t)
    return {
      key,
      title,
      visitor,
      states: states(machine),
      transitions,
      paths: mine.length,
      covered: transitions.length - uncovered.length,
      uncovered,
    }
  })
}

/** The state paths; a machine without child states is one state, its root: `(machine)`. */
function states(machine: AnyStateMachine) {
  const nodes = stateNodes(machine)
  return nodes.length ? nodes.map(statePath) : [statePath(machine.root)]
}

export const percent = (m: MachineCoverage) =>
  m.transitions.length === 0 ? 100 : Math.floor((m.covered / m.transitions.length) * 100)

/** The visitor machines that leave a transition uncovered: these fail `npm run test:model`. */
export const failing = (coverage: readonly MachineCoverage[]) =>
  coverage.filter((m) => m.visitor && m.uncovered.length > 0)
