import { appendFileSync } from 'node:fs'
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
  type InspectionEvent,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { expect } from 'vitest'
import { takenKey } from '../../scripts/model-coverage/transitions'

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
  options: {
    input?: unknown
    serialize?: (snapshot: never) => string
    /** How a path's description names a state; its value by default. */
    label?: (snapshot: never) => string
  } = {},
): ModelPath[] {
  const label = (options.label ??
    ((snapshot: { value: unknown }) => JSON.stringify(snapshot.value))) as (
    snapshot: unknown,
  ) => string
  // One serialisation for both walks, so that a state of the adjacency map finds its shortest
  // path by the same key. (The two walks may keep different snapshots of one serialised state,
  // e.g. with a context field a custom serialisation leaves out: a full-context key then missed,
  // and that state's transitions were silently left without paths.)
  const serialize = (options.serialize ??
    ((snapshot: { value: unknown; context: unknown }) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }))) as (
    snapshot: unknown,
  ) => string
  const traversal = {
    events: events as EventFromLogic<TMachine>[],
    serializeState: serialize as never,
    ...(options.input !== undefined ? { input: options.input as never } : {}),
  }
  const shortest = getShortestPaths(machine, traversal)
  const adjacency = getAdjacencyMap(machine, traversal)
  const prefixFor = new Map(shortest.map((p) => [serialize(p.state), p.steps.slice(1)]))
  const paths: ModelPath[] = []
  const seen = new Set<string>()
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = prefixFor.get(key)
    if (!prefix) throw new Error(`modelPaths: no path reaches ${key}`)
    for (const { event, state: next } of Object.values(transitions) as {
      event: { type: string }
      state: { value: unknown; context: unknown }
    }[]) {
      const steps = [...prefix, { event, state: next }] as Step[]
      const sequence = steps.map((s) => JSON.stringify(s.event)).join('|')
      if (seen.has(sequence)) continue
      seen.add(sequence)
      paths.push({
        description:
          `${label(state)} --${event.type}--> ${label(next)}` +
          (prefix.length ? ` (after ${prefix.map((s) => s.event.type).join(', ')})` : ''),
        steps,
        target: next.value,
      })
    }
  }
  return paths
}

/**
 * Where `npm run test:model` collects the transitions taken (JSON lines, one per replayed path).
 * Unset in the normal suite: then nothing is inspected or written.
 */
const coverageFile = process.env.MODEL_COVERAGE_FILE

/** Per actor made by `modelActor`: its machine's id and the transitions it has taken so far. */
const recorders = new WeakMap<AnyActorRef, { machine: string; taken: string[] }>()

/**
 * `createActor` for the actors that model paths replay on. When recording is on it watches the
 * actor through xstate's inspection API from its creation on, so the eventless transitions of its
 * first step (`starting`, `deciding`) are seen too: `@xstate.microstep` carries the transition
 * definitions each microstep took.
 */
export function modelActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
): Actor<TMachine> {
  const recorder = { machine: machine.id, taken: [] as string[] }
  const record = (event: InspectionEvent) => {
    const logic = (event.actorRef as { logic?: unknown }).logic
    if (event.type !== '@xstate.microstep' || logic !== machine) return
    for (const transition of event._transitions) recorder.taken.push(takenKey(transition))
  }
  const inspect = coverageFile
    ? (event: InspectionEvent) => {
        record(event)
        if (typeof options.inspect === 'function') options.inspect(event)
        else options.inspect?.next?.(event)
      }
    : options.inspect
  const actor = createActor(machine as AnyStateMachine, { ...options, inspect }) as Actor<TMachine>
  recorders.set(actor, recorder)
  return actor
}

export async function replay(
  path: ModelPath,
  actor: AnyActorRef,
  perform: (event: { type: string }) => void | Promise<void>,
) {
  const recorder = recorders.get(actor)
  if (!recorder) {
    throw new Error(
      'replay: make the actor with modelActor(), so that its transitions are recorded',
    )
  }
  for (const step of path.steps) {
    await perform(step.event)
    expect(actor.getSnapshot().value).toEqual(step.state.value)
  }
  if (coverageFile) {
    const line = {
      machine: recorder.machine,
      test: expect.getState().currentTestName ?? '',
      path: path.description,
      transitions: [...new Set(recorder.taken)],
    }
    appendFileSync(coverageFile, `${JSON.stringify(line)}\n`)
  }
}
