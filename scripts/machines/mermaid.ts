import type { AnyStateNode } from 'xstate'
import { allStates, type EdgeInfo, type MachineModel, type StateInfo } from './graph'

/**
 * A machine model as a Mermaid `stateDiagram-v2`: compound states as `state x { }` blocks,
 * parallel regions separated by `--`, `[*] -->` for initial states and `--> [*]` for final ones.
 *
 * Where each arrow is written matters to Mermaid, which places a state in the block where it is
 * first named (older versions: the last block): every state is named first inside its own block,
 * an arrow between two siblings is written in their block, and any other arrow after all the
 * blocks, at the top, where naming a state does not move it.
 *
 * The machine's own transitions (`on` at the root: "in any state") start from a box called
 * "any state"; a machine without states is drawn as one state named after it.
 */
export function toMermaid(model: MachineModel): string {
  const ids = mermaidIds(model)
  const id = (node: AnyStateNode) => ids.get(node) ?? ANY
  const root = model.root
  const lines = ['stateDiagram-v2']

  if (root.children.length === 0) {
    const only = mermaidId(model.machine.id)
    ids.set(root.node, only)
    lines.push(`  [*] --> ${only}`)
    for (const edge of model.edges) lines.push(`  ${arrow(edge, id)}`)
    return lines.join('\n') + '\n'
  }

  const placed = new Map<AnyStateNode, EdgeInfo[]>()
  for (const edge of model.edges) {
    const where = placeOf(edge, root.node)
    placed.set(where, [...(placed.get(where) ?? []), edge])
  }
  const body: string[] = []
  if (root.type === 'parallel') {
    // Regions are separated by `--` inside a block only: a parallel machine is one block.
    const wrapper = uniqueId(mermaidId(model.machine.id), ids)
    body.push(`[*] --> ${wrapper}`, `state ${wrapper} {`, ...indent(states(root, id, placed, ids)))
    body.push('}')
  } else {
    body.push(...states(root, id, placed, ids))
  }
  if (model.edges.some((e) => e.source === root.node)) {
    body.splice(1, 0, `state "any state" as ${ANY}`)
  }
  body.push(...arrows(root, id, placed))
  lines.push(...indent(body))
  return lines.join('\n') + '\n'
}

/** The id of the "any state" box: Mermaid reads `any_state`, no state of ours is called so. */
const ANY = 'any_state'

/** A state's block: its initial arrow, its children (blocks of their own), its final arrows. */
function states(
  state: StateInfo,
  id: (node: AnyStateNode) => string,
  placed: ReadonlyMap<AnyStateNode, EdgeInfo[]>,
  ids: ReadonlyMap<AnyStateNode, string>,
): string[] {
  const lines: string[] = []
  const initial = state.type === 'compound' ? state.node.initial.target[0] : undefined
  if (initial) lines.push(`[*] --> ${id(initial)}`)
  state.children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push('--')
    const childId = id(child.node)
    const label = labelFor(child, ids)
    if (label !== undefined) lines.push(`state "${label}" as ${childId}`)
    if (child.children.length) {
      const inner = [...states(child, id, placed, ids), ...arrows(child, id, placed)]
      lines.push(`state ${childId} {`, ...indent(inner), '}')
    } else if (label === undefined && child.node !== initial) {
      lines.push(childId)
    }
  })
  for (const child of state.children) {
    if (child.type === 'final') lines.push(`${id(child.node)} --> [*]`)
  }
  return lines
}

function arrows(
  state: StateInfo,
  id: (node: AnyStateNode) => string,
  placed: ReadonlyMap<AnyStateNode, EdgeInfo[]>,
): string[] {
  return (placed.get(state.node) ?? []).map((edge) => arrow(edge, id))
}

const indent = (lines: readonly string[]) => lines.map((line) => `  ${line}`)

function uniqueId(candidate: string, ids: ReadonlyMap<AnyStateNode, string>): string {
  const taken = new Set([ANY, ...ids.values()])
  let id = candidate
  while (taken.has(id)) id = `${id}_`
  return id
}

/** `closed --> open : tray.open`, `editing --> succeeded : form.submit [isHoneypotFilled]`. */
function arrow(edge: EdgeInfo, id: (node: AnyStateNode) => string): string {
  return `${id(edge.source)} --> ${id(edge.target)} : ${edgeLabel(edge)}`
}

/** The event, then the guard in brackets: what every diagram and table shows for a transition. */
export function edgeLabel(edge: Pick<EdgeInfo, 'event' | 'guard'>): string {
  const text = edge.guard ? `${edge.event} [${edge.guard}]` : edge.event
  // A label runs to the end of the line and may hold neither ':' nor ';' (Mermaid's grammar).
  return text.replace(/[:;\n]/g, ' ')
}

/**
 * The block an arrow is written in: its states' parent when they are siblings (or one state, to
 * itself), else the top. A parallel state's block holds only its regions, so arrows between
 * regions go to the top too.
 */
function placeOf(edge: EdgeInfo, root: AnyStateNode): AnyStateNode {
  const { source, target } = edge
  if (source === root || target === root) return root
  const parent = source.parent
  if (!parent || parent !== target.parent) return root
  return parent.type === 'parallel' ? root : parent
}

/** The Mermaid id of every state: its key made an identifier, or its path where keys repeat. */
function mermaidIds(model: MachineModel): Map<AnyStateNode, string> {
  const states = allStates(model.root)
  const counts = new Map<string, number>()
  for (const s of states) {
    const key = mermaidId(s.node.key)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const taken = new Set([ANY])
  const ids = new Map<AnyStateNode, string>()
  for (const s of states) {
    const short = mermaidId(s.node.key)
    let candidate = counts.get(short) === 1 ? short : mermaidId(s.path.join('_'))
    while (taken.has(candidate)) candidate = `${candidate}_`
    taken.add(candidate)
    ids.set(s.node, candidate)
  }
  return ids
}

/** A label when the id is not the state's key as written (a key with a dot, a space, a dash). */
function labelFor(state: StateInfo, ids: ReadonlyMap<AnyStateNode, string>): string | undefined {
  const key = state.node.key
  return ids.get(state.node) === key ? undefined : key.replace(/"/g, "'")
}

/**
 * Letters, digits and `_` only. Mermaid's lexer reads `default` at the start of any word and
 * `state`, `note`, `class`, `classDef`, `scale` followed by a space as keywords: such ids get a
 * prefix.
 */
export function mermaidId(name: string): string {
  const id = name.replace(/[^A-Za-z0-9_]/g, '_') || '_'
  return /^(default|(state|note|class|classdef|scale|end)$)/i.test(id) ? `s_${id}` : id
}

/**
 * The lines of the stateDiagram-v2 subset `toMermaid` writes, each matched against its form;
 * returns the lines that match none (with their numbers), and unbalanced braces. No Mermaid
 * package is installed: this is the check that a diagram is well formed.
 */
export function mermaidProblems(diagram: string): string[] {
  const ID = '[A-Za-z0-9_]+'
  const forms = [
    /^stateDiagram-v2$/,
    new RegExp(`^(\\[\\*\\]|${ID}) --> (\\[\\*\\]|${ID})( : [^:;]+)?$`),
    new RegExp(`^state ${ID} \\{$`),
    new RegExp(`^state "[^"]+" as ${ID}$`),
    new RegExp(`^${ID}$`),
    /^\}$/,
    /^--$/,
  ]
  const problems: string[] = []
  let depth = 0
  diagram
    .trimEnd()
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim()
      if (!forms.some((form) => form.test(line))) problems.push(`line ${index + 1}: ${line}`)
      if (/direction\s+(tb|bt|rl|lr)/i.test(line)) problems.push(`line ${index + 1}: direction`)
      if (/^(default)/i.test(line)) problems.push(`line ${index + 1}: starts with default`)
      if (line === '--' && depth === 0) problems.push(`line ${index + 1}: -- outside a block`)
      if (line.endsWith('{')) depth++
      if (line === '}') depth--
      if (depth < 0) problems.push(`line ${index + 1}: } without {`)
    })
  if (depth > 0) problems.push(`${depth} block(s) not closed`)
  return problems
}
