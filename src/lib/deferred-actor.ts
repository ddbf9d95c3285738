import { useEffect, useState, useSyncExternalStore } from 'react'
import type * as XState from 'xstate'
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate'
import { devLogic, devOptions } from './dev-actors'

// XState and the machines are about 15 kB gzip, and no page's first render needs them: every
// machine behind the first screen starts in a state the markup can show without it (menus
// closed, no modal, the first slide). A deferred actor renders that state from a constant, loads
// xstate and its machine on the first event (or when asked to, e.g. after load), and only then
// starts the real actor, replaying the events sent meanwhile. The prerendered HTML and the first
// client render are the same, because both render the constant.

/** An actor whose code loads on demand; `send` before then queues the event. */
export type DeferredActor<TLogic extends AnyActorLogic> = {
  /** Sends an event, loading and starting the actor first if need be. */
  send: (event: EventFromLogic<TLogic>) => void
  /** Sends an event only to an actor started or starting: for events that change nothing in
   * the initial state (closing what is not open), which need no code loaded. */
  sendIfStarted: (event: EventFromLogic<TLogic>) => void
  /** Loads and starts the actor (once); resolves to it. */
  start: () => Promise<Actor<TLogic>>
  /** Loads the code without starting the actor, e.g. on pointerenter or when idle. */
  preload: () => Promise<unknown>
  /** The running actor, or null before it has started. */
  current: () => Actor<TLogic> | null
  subscribe: (listener: () => void) => () => void
  stop: () => void
}

export function createDeferredActor<TLogic extends AnyActorLogic>(
  loadLogic: () => Promise<TLogic>,
  /** The actor's options, or a function that gives them when the actor starts. */
  options: ActorOptions<TLogic> | (() => ActorOptions<TLogic>) = {},
): DeferredActor<TLogic> {
  let actor: Actor<TLogic> | null = null
  let starting: Promise<Actor<TLogic>> | null = null
  // A stop discards a start still loading; a later event starts afresh.
  let generation = 0
  const queue: EventFromLogic<TLogic>[] = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  let code: Promise<[TLogic, typeof XState]> | null = null
  const preload = () => (code ??= Promise.all([loadLogic(), import('xstate')]))

  const start = () => {
    const mine = generation
    return (starting ??= preload().then(([logic, { createActor }]) => {
      const given = typeof options === 'function' ? options() : options
      // Spelled out for the build: this module is in the code every page loads, and there
      // the production build must not carry even the hooks' two one-line functions.
      const created = import.meta.env.DEV
        ? createActor(devLogic(logic), devOptions(given))
        : createActor(logic, given)
      if (mine !== generation) return created
      created.subscribe(notify)
      created.start()
      actor = created
      for (const event of queue.splice(0)) created.send(event)
      notify()
      return created
    }))
  }

  return {
    send(event) {
      if (actor) actor.send(event)
      else {
        queue.push(event)
        void start()
      }
    },
    sendIfStarted(event) {
      if (actor) actor.send(event)
      else if (starting) queue.push(event)
    },
    start,
    preload,
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      generation++
      starting = null
      queue.length = 0
      const running = actor
      actor = null
      running?.stop()
      if (running) notify()
    },
  }
}

/**
 * A value from a deferred actor's snapshot: `initial` until the actor runs (and always on the
 * server), then `select(snapshot)`. `initial` must be what `select` gives for the machine's
 * initial snapshot, or the page changes when the actor starts (the machines' tests check this).
 * `select` must return a primitive or a reference held by the snapshot.
 */
export function useDeferredSelector<TLogic extends AnyActorLogic, T>(
  deferred: DeferredActor<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  initial: T,
): T {
  const getSnapshot = () => {
    const actor = deferred.current()
    return actor ? select(actor.getSnapshot() as SnapshotFrom<TLogic>) : initial
  }
  return useSyncExternalStore(deferred.subscribe, getSnapshot, () => initial)
}

/** A deferred actor for one component's life; stopped when it unmounts. */
export function useDeferredActor<TLogic extends AnyActorLogic>(
  loadLogic: () => Promise<TLogic>,
  options?: ActorOptions<TLogic> | (() => ActorOptions<TLogic>),
): DeferredActor<TLogic> {
  const [deferred] = useState(() => createDeferredActor(loadLogic, options))
  useEffect(() => () => deferred.stop(), [deferred])
  return deferred
}
