import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'

/**
 * A machine read through xstate's own graph utilities (`toDirectedGraph`): its state nodes as a
 * tree and every arrow between them, each with the words the pages print. Nothing here is drawn
 * by hand: a machine changed is a model changed.
 */

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export type StateInfo = {
  node: AnyStateNode
  /** Keys from the root, the root's own key excluded: `['rotating', 'running']`. */
  path: readonly string[]
  type: StateType
  children: StateInfo[]
}

export type EdgeKind = 'event' | 'after' | 'done' | 'error' | 'always'

export type EdgeInfo = {
  source: AnyStateNode
  target: AnyStateNode
  kind: EdgeKind
  /** The event as xstate names it (`xstate.after.step.carousel.rotating.running`), '' for always. */
  eventType: string
  /** The event as a reader says it: `tray.open`, `after modalFade (300 ms)`, `done from send`. */
  event: string
  guard: string | undefined
  /** The named guards the guard is made of (`and` opened), for the guards table. */
  guards: readonly string[]
  actions: readonly string[]
  /** The delay's name (or number) of an `after` transition. */
  delay: string | number | undefined
  /** No target: the actions run and the state stays (no exit, no entry). */
  targetless: boolean
  reenter: boolean
}

export type MachineModel = {
  machine: AnyStateMachine
  root: StateInfo
  edges: readonly EdgeInfo[]
}

/** Delay name (or inline number) to its value in ms, for the labels of delayed transitions. */
export type DelayValues = Readonly<Record<string, number>>

type Transition = {
  eventType: string
  guard?: unknown
  actions: readonly unknown[]
  target?: readonly AnyStateNode[]
  reenter: boolean
  delay?: string | number
}

export function machineModel(machine: AnyStateMachine, delays: DelayValues = {}): MachineModel {
  const edges: EdgeInfo[] = []
  const walk = (graph: DirectedGraphNode, path: readonly string[]): StateInfo => {
    const node = graph.stateNode
    for (const edge of graph.edges) {
      edges.push(edgeInfo(node, edge.target, edge.transition as unknown as Transition, delays))
    }
    // toDirectedGraph leaves out eventless transitions: they are read from the node itself.
    for (const t of (node.always ?? []) as unknown as Transition[]) {
      for (const target of t.target?.length ? t.target : [node]) {
        edges.push(edgeInfo(node, target, t, delays))
      }
    }
    return {
      node,
      path,
      type: node.type as StateType,
      children: graph.children.map((child) => walk(child, [...path, child.stateNode.key])),
    }
  }
  const root = walk(toDirectedGraph(machine), [])
  return { machine, root, edges }
}

function edgeInfo(
  source: AnyStateNode,
  target: AnyStateNode,
  t: Transition,
  delays: DelayValues,
): EdgeInfo {
  const { kind, event } = describeEvent(source, t, delays)
  return {
    source,
    target,
    kind,
    eventType: t.eventType,
    event,
    guard: guardLabel(t.guard),
    guards: guardNames(t.guard),
    delay: kind === 'after' ? t.delay : undefined,
    actions: t.actions.flatMap((a) => actionName(a) ?? []),
    targetless: !t.target?.length,
    reenter: t.reenter,
  }
}

function describeEvent(
  source: AnyStateNode,
  t: Transition,
  delays: DelayValues,
): { kind: EdgeKind; event: string } {
  const type = t.eventType
  if (type === '') return { kind: 'always', event: 'always' }
  if (type.startsWith('xstate.after.') && t.delay !== undefined) {
    return { kind: 'after', event: delayLabel(t.delay, delays) }
  }
  for (const kind of ['done', 'error'] as const) {
    const prefix = `xstate.${kind}.actor.`
    if (type.startsWith(prefix)) {
      return { kind, event: `${kind} from ${invokedSrc(source, type.slice(prefix.length))}` }
    }
  }
  if (type.startsWith('xstate.done.state.')) return { kind: 'done', event: 'regions done' }
  if (type === '*') return { kind: 'event', event: 'any event' }
  return { kind: 'event', event: type }
}

/** `after 5000 ms` for a number written in the transition, `after step (100 ms)` for a named one. */
export function delayLabel(delay: string | number, delays: DelayValues): string {
  if (typeof delay === 'number') return `after ${delay} ms`
  const value = delays[delay]
  return value === undefined ? `after ${delay}` : `after ${delay} (${value} ms)`
}

/** The src a done/error event comes from, found by the invocation's id. */
function invokedSrc(source: AnyStateNode, invokeId: string): string {
  const invoke = source.invoke.find((i) => i.id === invokeId)
  return invoke && typeof invoke.src === 'string' ? invoke.src : invokeId
}

/** What a guard written as a function where it is used is called. */
export const INLINE_GUARD = 'inline guard'

/** `isOnHomePage`, `hasModalToClose and isMotionReduced`, `inline guard`. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards
    if (Array.isArray(combined)) {
      const parts = combined.map((g) => {
        const label = guardLabel(g) ?? ''
        return label.includes(' ') ? `(${label})` : label
      })
      if (guard.name === 'not') return `not ${parts.join(' ')}`
      if (guard.name === 'and' || guard.name === 'or') return parts.join(` ${guard.name} `)
    }
    return INLINE_GUARD
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return INLINE_GUARD
}

/** The named guards a guard is made of (`and`, `or` and `not` opened), or `inline guard`. */
export function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return []
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards
    if (Array.isArray(combined)) return combined.flatMap(guardNames)
  }
  const label = guardLabel(guard)
  return label ? [label] : []
}

/**
 * An action as the definition names it: `lockScroll`, `navigate` (with params), `assign (inline)`
 * for an inline built-in. The raise and cancel that xstate adds for every `after` are its own
 * plumbing, not the machine's actions, and are left out.
 */
export function actionName(action: unknown): string | undefined {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const builtIn = action as { type?: unknown; id?: unknown; sendId?: unknown }
    if (typeof builtIn.type === 'string' && builtIn.type.startsWith('xstate.')) {
      const id = String(builtIn.id ?? builtIn.sendId ?? '')
      if (id.startsWith('xstate.after.')) return undefined
      return `${builtIn.type.slice('xstate.'.length)} (inline)`
    }
    return 'inline action'
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type)
  return undefined
}

/** Every state node below the root, in document order. */
export function allStates(root: StateInfo): StateInfo[] {
  return root.children.flatMap((child) => [child, ...allStates(child)])
}

/** `rotating.running`, or the machine's id for the root. */
export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : node.machine.id
}
