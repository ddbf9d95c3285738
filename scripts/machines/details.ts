import ts from 'typescript'
import { createActor, type AnyStateNode } from 'xstate'
import * as facts from '../../content/facts'
import type { DelaySource, MachineEntry } from '../../machines/catalogue'
import { allStates, statePath, type DelayValues, type MachineModel } from './graph'

/**
 * What a page says beyond the diagram and that the graph alone does not know: the context of an
 * actor started with the catalogue's input, the value of every delay, and the payload of every
 * event as the machine's source types it.
 */

/** The context of an actor started with the entry's input (and stopped at once). */
export function startedContext(entry: MachineEntry): Record<string, unknown> {
  const actor = createActor(entry.machine, { input: entry.input })
  // An invoked promise that rejects after the stop (no loader given) has no one to tell.
  actor.subscribe({ error: () => {} })
  actor.start()
  const context = actor.getSnapshot().context as Record<string, unknown> | undefined
  actor.stop()
  return context ?? {}
}

export type DelayInfo = {
  name: string
  value: number
  /** Markdown: where the value comes from. */
  from: string
  /** The states whose `after` uses it, as paths. */
  usedIn: readonly string[]
}

/**
 * Every delay of the machine with its value in ms: a number from `implementations.delays`, a
 * function of the context evaluated against `context`, or a number written in the transition.
 * Each `delaySources` entry is checked against that value, so a page never states a source that
 * does not give the number the machine uses.
 */
export function delayDetails(
  entry: MachineEntry,
  model: MachineModel,
  context: Record<string, unknown>,
  sourceFile: string,
): DelayInfo[] {
  const implementations = (entry.machine.implementations.delays ?? {}) as Record<string, unknown>
  const used = new Map<string, string[]>()
  for (const edge of model.edges) {
    if (edge.kind !== 'after' || edge.delay === undefined) continue
    const name = String(edge.delay)
    const states = used.get(name) ?? []
    const path = statePath(edge.source)
    if (!states.includes(path)) states.push(path)
    used.set(name, states)
  }
  const names = [...new Set([...Object.keys(implementations), ...used.keys()])].sort()
  for (const name of Object.keys(entry.delaySources ?? {})) {
    if (!names.includes(name)) throw new Error(`${entry.key}: delaySources names ${name}, no delay`)
  }
  return names.map((name) => {
    const implementation = implementations[name]
    const value =
      typeof implementation === 'number'
        ? implementation
        : typeof implementation === 'function'
          ? Number(implementation({ context, event: { type: 'xstate.init' } }, undefined))
          : Number(name)
    if (!Number.isFinite(value)) throw new Error(`${entry.key}: delay ${name} has no value`)
    const source = entry.delaySources?.[name]
    if (source) checkSource(entry, name, value, source)
    return {
      name,
      value,
      from: delayOrigin(typeof implementation, source, sourceFile),
      usedIn: used.get(name) ?? [],
    }
  })
}

export function delayValues(delays: readonly DelayInfo[]): DelayValues {
  return Object.fromEntries(delays.map((d) => [d.name, d.value]))
}

function delayOrigin(kind: string, source: DelaySource | undefined, sourceFile: string): string {
  const content = (path: string) => `\`${path}\` in [content/facts.ts](../../content/facts.ts)`
  const parts: string[] = []
  if (source?.input) {
    parts.push(`from the input: \`${source.input}\``)
    if (source.content) parts.push(`the sample input gives it ${content(source.content)}`)
  } else if (source?.content) {
    parts.push(content(source.content))
  } else if (kind === 'number') {
    parts.push(`set in the machine (${sourceFile})`)
  } else if (kind === 'function') {
    parts.push('computed from the context, here with the sample input')
  } else {
    parts.push('written in the transition')
  }
  const text = parts.join('; ')
  return source?.note ? `${text}. ${source.note}` : text
}

function checkSource(entry: MachineEntry, name: string, value: number, source: DelaySource) {
  const check = (where: string, root: unknown, path: string) => {
    const found = path.split('.').reduce<unknown>((at, key) => {
      return at !== null && typeof at === 'object'
        ? (at as Record<string, unknown>)[key]
        : undefined
    }, root)
    if (found !== value) {
      throw new Error(
        `${entry.key}: delay ${name} is ${value} ms, but ${where} ${path} is ${String(found)}`,
      )
    }
  }
  if (source.content) check('content/facts.ts', facts, source.content)
  if (source.input) check('the input', entry.input, source.input)
}

/**
 * Event type to its payload's fields (`id: string`, `from?: 'button' | 'scroll'`), read from the
 * object types with a string-literal `type` in the machine's source: parsed, not type-checked.
 */
export function eventPayloads(source: string): Map<string, string[]> {
  const file = ts.createSourceFile('machine.ts', source, ts.ScriptTarget.Latest, false)
  const payloads = new Map<string, string[]>()
  const visit = (node: ts.Node) => {
    if (ts.isTypeLiteralNode(node)) {
      const type = node.members.find(
        (m): m is ts.PropertySignature =>
          ts.isPropertySignature(m) && m.name.getText(file) === 'type',
      )
      const literal = type?.type
      if (literal && ts.isLiteralTypeNode(literal) && ts.isStringLiteral(literal.literal)) {
        const fields = node.members
          .filter((m): m is ts.PropertySignature => ts.isPropertySignature(m) && m !== type)
          .map((m) => {
            const optional = m.questionToken ? '?' : ''
            return `${m.name.getText(file)}${optional}: ${m.type?.getText(file) ?? 'unknown'}`
          })
        payloads.set(literal.literal.text, fields)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return payloads
}

export type ActorInfo = {
  src: string
  state: string
  onDone: readonly string[]
  onError: readonly string[]
}

/** Every invocation: its src, the state it runs in, where its done and error events lead. */
export function invokedActors(model: MachineModel): ActorInfo[] {
  const nodes: AnyStateNode[] = [model.root.node, ...allStates(model.root).map((s) => s.node)]
  return nodes.flatMap((node) =>
    node.invoke.map((invoke) => {
      const targets = (kind: 'done' | 'error') =>
        model.edges
          .filter((e) => e.source === node && e.eventType === `xstate.${kind}.actor.${invoke.id}`)
          .map((e) => {
            const to = e.targetless ? 'stays' : `\`${statePath(e.target)}\``
            return e.guard ? `${to} [${e.guard}]` : to
          })
      return {
        src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
        state: statePath(node),
        onDone: targets('done'),
        onError: targets('error'),
      }
    }),
  )
}

/** A value as a table cell shows it: short JSON, or what kind of thing it is. */
export function shortValue(value: unknown): string {
  if (typeof value === 'function') return 'a function'
  if (Array.isArray(value)) {
    const json = JSON.stringify(value)
    return json.length <= 40 ? `\`${json}\`` : `an array of ${value.length}`
  }
  if (value !== null && typeof value === 'object') {
    const hasFunction = Object.values(value).some((v) => typeof v === 'function')
    const json = JSON.stringify(value)
    if (!hasFunction && json.length <= 40) return `\`${json}\``
    return `an object: ${Object.keys(value)
      .sort()
      .map((k) => `\`${k}\``)
      .join(', ')}`
  }
  return `\`${JSON.stringify(value) ?? String(value)}\``
}

/** The sample input as JSON, functions shown as "(function)". */
export function inputJson(input: unknown): string {
  return JSON.stringify(
    input,
    (_key, v: unknown) => (typeof v === 'function' ? '(function)' : v),
    2,
  )
}
