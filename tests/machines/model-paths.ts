import type { AnyActorRef, AnyStateMachine, EventFromLogic } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { expect } from 'vitest'

type Step = { event: { type: string }; state: { value: unknown } }
export type ModelPath = { description: string; steps: Step[]; target: unknown }

/**
 * Model-based paths that cover every transition of a machine, including delayed (`after`)
 * transitions, which `createTestModel` refuses. The graph is walked with the delayed events as
 * ordinary events; for every edge (state, event) there is one path: the shortest way to the state,
 * then the event. `replay` drives a real actor along it, turning delayed events into fake-time
 * advancement, and checks after every step that the actor is where the model says.
 */
export function modelPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: readonly EventFromLogic<TMachine>[],
  options: { input?: unknown; serialize?: (snapshot: never) => string } = {},
): ModelPath[] {
  const traversal = {
    events: events as EventFromLogic<TMachine>[],
    ...(options.input !== undefined ? { input: options.input as never } : {}),
    ...(options.serialize ? { serializeState: options.serialize as never } : {}),
  }
  const shortest = getShortestPaths(machine, traversal)
  const adjacency = getAdjacencyMap(machine, traversal)
  const serialize = (value: unknown, context: unknown) => JSON.stringify({ value, context })
  const prefixFor = new Map(
    shortest.map((p) => [serialize(p.state.value, p.state.context), p.steps.slice(1)]),
  )
  const paths: ModelPath[] = []
  const seen = new Set<string>()
  for (const { state, transitions } of Object.values(adjacency)) {
    const prefix = prefixFor.get(serialize(state.value, state.context))
    if (!prefix) continue
    for (const { event, state: next } of Object.values(transitions) as {
      event: { type: string }
      state: { value: unknown; context: unknown }
    }[]) {
      const steps = [...prefix, { event, state: next }] as Step[]
      const key = steps.map((s) => JSON.stringify(s.event)).join('|')
      if (seen.has(key)) continue
      seen.add(key)
      paths.push({
        description:
          `${JSON.stringify(state.value)} --${event.type}--> ${JSON.stringify(next.value)}` +
          (prefix.length ? ` (after ${prefix.map((s) => s.event.type).join(', ')})` : ''),
        steps,
        target: next.value,
      })
    }
  }
  return paths
}

export async function replay(
  path: ModelPath,
  actor: AnyActorRef,
  perform: (event: { type: string }) => void | Promise<void>,
) {
  for (const step of path.steps) {
    await perform(step.event)
    expect(actor.getSnapshot().value).toEqual(step.state.value)
  }
}
