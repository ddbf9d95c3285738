import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/**
 * One transition definition of a machine, as its definition states it: every guarded
 * alternative of an event is a transition of its own, and so are eventless (`always`), delayed
 * (`after`) and invoke (`onDone`, `onError`) transitions. Coverage is counted against this list.
 */
export type TransitionInfo = {
  /** `source id|event descriptor|index`: what the recorder writes for a transition taken. */
  key: string
  /** The source state as a path (`open.closing`), `(machine)` for the root. */
  source: string
  /** The event descriptor as xstate knows it (`''` for eventless). */
  eventType: string
  /** The event as a reader says it: `tray.open`, `always`, `after modalFade (300 ms)`, `done: send`. */
  event: string
  /** The guard, `(otherwise)` for the unguarded last alternative of a guarded event, or `''`. */
  guard: string
  /** Target state paths; `(stays)` for a transition that only runs actions, or nothing. */
  target: string
}

/** Eventless transitions have the empty descriptor in xstate. */
const EVENTLESS = ''

export function transitionKey(sourceId: string, eventType: string, index: number) {
  return `${sourceId}|${eventType}|${index}`
}

/**
 * The key of a transition definition taken by a running actor (from an `@xstate.microstep`
 * inspection event). Its index is found in its own state node's lists, so a machine given other
 * implementations with `.provide()` (new state node objects, the same ids) yields the same keys.
 */
export function takenKey(transition: AnyTransitionDefinition) {
  const list = alternatives(transition.source, transition.eventType)
  return transitionKey(transition.source.id, transition.eventType, list.indexOf(transition))
}

function alternatives(node: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] {
  return eventType === EVENTLESS ? (node.always ?? []) : (node.transitions.get(eventType) ?? [])
}

/** Every state node below the root, depth first, in the order of the definition. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child)
      walk(child)
    }
  }
  walk(machine.root)
  return nodes
}

export const statePath = (node: AnyStateNode) =>
  node.path.length ? node.path.join('.') : '(machine)'

export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const infos: TransitionInfo[] = []
  for (const node of [machine.root, ...stateNodes(machine)]) {
    const groups: [string, readonly AnyTransitionDefinition[]][] = [
      ...node.transitions.entries(),
      ...(node.always ? [[EVENTLESS, node.always] as [string, AnyTransitionDefinition[]]] : []),
    ]
    for (const [eventType, list] of groups) {
      const guarded = list.some((t) => t.guard !== undefined)
      list.forEach((t, index) => {
        infos.push({
          key: transitionKey(node.id, eventType, index),
          source: statePath(node),
          eventType,
          event: eventLabel(machine, node, t),
          guard: t.guard !== undefined ? guardLabel(t.guard) : guarded ? '(otherwise)' : '',
          target: t.target?.length ? t.target.map(statePath).join(', ') : '(stays)',
        })
      })
    }
  }
  return infos
}

function eventLabel(machine: AnyStateMachine, node: AnyStateNode, t: AnyTransitionDefinition) {
  const type = t.eventType
  if (type === EVENTLESS) return 'always'
  if (type.startsWith('xstate.after.')) {
    const delay = (t as { delay?: unknown }).delay
    const value =
      typeof delay === 'number'
        ? delay
        : (machine.implementations.delays as Record<string, unknown>)[String(delay)]
    const amount = typeof value === 'number' ? ` (${value} ms)` : ' (from context)'
    return `after ${typeof delay === 'number' ? `${delay} ms` : `${String(delay)}${amount}`}`
  }
  for (const [prefix, word] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (!type.startsWith(prefix)) continue
    const invoked = node.invoke.find((i) => i.id === type.slice(prefix.length))
    return `${word}: ${invoked ? String(invoked.src) : type.slice(prefix.length)}`
  }
  if (type.startsWith('xstate.done.state.')) return 'done (final state reached)'
  return type
}

/** A guard as a reader knows it: its name, a combination of names, or an inline function's code. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards
    if (combined) return `${guard.name}(${combined.map(guardLabel).join(', ')})`
    const code = guard.toString().replace(/\s+/g, ' ')
    return code.length > 60 ? `${code.slice(0, 57)}...` : code
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return String(guard)
}
