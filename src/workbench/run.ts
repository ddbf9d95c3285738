import {
  createActor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate'
import type { MachineEntry } from '../../machines/catalogue'
import { setDevActorHooks } from '../lib/dev-actors'
import { WorkbenchClock } from './clock'
import { provideStandIns, type Choices } from './stand-ins'

/** One line of the run's log: an event the machine took, or an action it ran. */
export type LogLine = { at: number; kind: 'event' | 'action' | 'state'; text: string }

type RunOptions = {
  entry: MachineEntry
  choices: Choices
  /** The machine runs inside its real component, which starts the actor itself. */
  inComponent: boolean
  /** Where inspection events also go: the Stately inspector, once opened. */
  forward?: ((event: InspectionEvent) => void) | undefined
}

const isRoot = (actor: AnyActorRef) => (actor as { _parent?: unknown })._parent === undefined
const logicId = (logic: unknown) => (logic as { id?: string } | undefined)?.id

/**
 * One run of one machine on the workbench: its fake clock, its stand-ins, its actor and what it
 * did. A machine without a component of its own is started here; one with a component is started
 * by that component, through the development hooks (src/lib/dev-actors.ts), and found here by its
 * machine id when it starts. Either way, the buttons, the clock and the component drive the same
 * actor.
 */
let runs = 0
let currentRun = 0

export class WorkbenchRun {
  /** Remounts the real component for every run: its actor must start on this run's clock. */
  readonly id = ++runs
  readonly clock = new WorkbenchClock()
  readonly log: LogLine[] = []
  actor: AnyActorRef | null = null
  private readonly listeners = new Set<() => void>()
  private readonly provided = new WeakMap<object, AnyActorLogic>()
  private unsubscribe: (() => void) | null = null
  private version = 0

  constructor(readonly options: RunOptions) {}

  start() {
    const { entry, inComponent } = this.options
    this.clock.subscribe(() => this.changed())
    const inspect = (event: InspectionEvent) => this.inspect(event)
    currentRun = this.id
    setDevActorHooks({
      logic: (logic) => (logicId(logic) === entry.machine.id ? this.provide(logic) : logic),
      options: <T extends ActorOptions<AnyActorLogic>>(options: T): T => ({
        ...options,
        clock: this.clock,
        inspect,
      }),
    })
    if (!inComponent) {
      const actor = createActor(this.provide(entry.machine), {
        ...(entry.input !== undefined ? { input: entry.input } : {}),
        clock: this.clock,
        inspect,
      })
      this.adopt(actor)
      actor.start()
    }
    return this
  }

  stop() {
    this.unsubscribe?.()
    if (!this.options.inComponent) this.actor?.stop()
    // The next run has usually started (and set its hooks) by the time this one stops.
    if (currentRun === this.id) {
      currentRun = 0
      setDevActorHooks(undefined)
    }
  }

  send(event: { type: string }) {
    this.actor?.send(event)
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Changes whenever anything shown changes (for useSyncExternalStore). */
  getVersion = () => this.version

  private provide<TLogic extends AnyActorLogic>(logic: TLogic): TLogic {
    // The same logic must give the same provided logic, or a component's useMachine sees new
    // logic on every render.
    const known = this.provided.get(logic)
    if (known) return known as TLogic
    const made = provideStandIns(this.options.entry.key, logic, this.options.choices, this.clock)
    this.provided.set(logic, made)
    return made
  }

  private adopt(actor: AnyActorRef) {
    this.unsubscribe?.()
    this.actor = actor
    const subscription = actor.subscribe({
      next: () => this.changed(),
      error: () => this.changed(),
      complete: () => this.changed(),
    })
    this.unsubscribe = () => subscription.unsubscribe()
    this.changed()
  }

  private inspect(event: InspectionEvent) {
    this.options.forward?.(event)
    const { entry, inComponent } = this.options
    const actor = event.actorRef as AnyActorRef
    if (
      inComponent &&
      event.type === '@xstate.actor' &&
      isRoot(actor) &&
      logicId((actor as { logic?: unknown }).logic) === entry.machine.id
    ) {
      // React may start a component's actor twice in development; the latest is the live one.
      queueMicrotask(() => this.adopt(actor))
    }
    if (event.actorRef !== this.actor) return
    if (event.type === '@xstate.event') {
      this.write('event', describe(event.event))
    } else if (event.type === '@xstate.action') {
      const action = (event as { action?: { type?: string; params?: unknown } }).action
      if (action?.type && !action.type.startsWith('xstate.')) {
        this.write(
          'action',
          action.type + (action.params ? ` ${JSON.stringify(action.params)}` : ''),
        )
      }
    }
  }

  private write(kind: LogLine['kind'], text: string) {
    this.log.push({ at: this.clock.now(), kind, text })
    if (this.log.length > 200) this.log.shift()
    this.changed()
  }

  private changed() {
    this.version++
    this.listeners.forEach((listener) => listener())
  }
}

function describe(event: { type: string }) {
  // xstate.after.<delay>.<state id>: a delay that ran out on the fake clock.
  const delayed = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event.type)
  if (delayed) return `after ${delayed[1]} (in ${delayed[2]})`
  const { type, ...rest } = event as { type: string } & Record<string, unknown>
  const keys = Object.keys(rest).filter((k) => !['output', 'error', 'actorId'].includes(k))
  return keys.length
    ? `${type} ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, rest[k]])))}`
    : type
}
