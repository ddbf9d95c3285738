import { useEffect, useState, useSyncExternalStore } from 'react'
import type * as XState from 'xstate'
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate'
import { devLogic, devOptions } from './dev-actors'
import { onUse, reportToShell, type OnUse } from './on-use'

// XState and the machines are about 15 kB gzip, and no page's first render needs them: every
// machine behind the first screen starts in a state the markup can show without it (menus
// closed, no modal, the first slide). A deferred actor renders that state from a constant, loads
// xstate and its machine on the first event (or when asked to, e.g. after load), and only then
// starts the real actor, replaying the events sent meanwhile. The prerendered HTML and the first
// client render are the same, because both render the constant.
//
// Its code is loaded on use (src/lib/on-use.ts): if it cannot be reached, the events wait, the
// shell's notice says that this part needs a connection, and the actor starts with them once the
// code has loaded (back online, or Try again).

/** An actor whose code loads on demand; `send` before then queues the event. */
export type DeferredActor<TLogic extends AnyActorLogic> = {
  /** Sends an event, loading and starting the actor first if need be. */
  send: (event: EventFromLogic<TLogic>) => void
  /** Sends an event only to an actor started or starting: for events that change nothing in
   * the initial state (closing what is not open), which need no code loaded. */
  sendIfStarted: (event: EventFromLogic<TLogic>) => void
  /**
   * Loads and starts the actor (once); resolves to it once it runs, which waits for the network
   * when its code cannot be reached.
   */
  start: () => Promise<Actor<TLogic>>
  /** Loads the code without starting the actor, e.g. on pointerenter or when idle. */
  preload: () => Promise<unknown>
  /** Its code, loaded on use. */
  code: OnUse<[TLogic, typeof XState]>
  /** The running actor, or null before it has started. */
  current: () => Actor<TLogic> | null
  subscribe: (listener: () => void) => () => void
  stop: () => void
}

export function createDeferredActor<TLogic extends AnyActorLogic>(
  loadLogic: () => Promise<TLogic>,
  /** The actor's options, or a function that gives them when the actor starts. */
  options: ActorOptions<TLogic> | (() => ActorOptions<TLogic>) = {},
  /**
   * Who says that its code could not be loaded: the shell's notice for the life of the page
   * (default), the component that uses it (`useDeferredActor` reports it while mounted), or no
   * one, for an actor that works in the background (`quiet`).
   */
  { report = 'shell' }: { report?: 'shell' | 'component' | 'quiet' } = {},
): DeferredActor<TLogic> {
  let actor: Actor<TLogic> | null = null
  // Asked to start (an event, or start()): it starts as soon as its code is there.
  let wanted = false
  let starting: Promise<Actor<TLogic>> | null = null
  let started: (actor: Actor<TLogic>) => void = () => {}
  const queue: EventFromLogic<TLogic>[] = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const code = onUse(() => Promise.all([loadLogic(), import('xstate')]))
  if (report === 'shell') reportToShell(code)

  const startIfLoaded = () => {
    const loaded = code.value()
    if (!loaded || !wanted || actor) return
    const [logic, { createActor }] = loaded
    const given = typeof options === 'function' ? options() : options
    // Spelled out for the build: this module is in the code every page loads, and there
    // the production build must not carry even the hooks' two one-line functions.
    const created = import.meta.env.DEV
      ? createActor(devLogic(logic), devOptions(given))
      : createActor(logic, given)
    created.subscribe(notify)
    created.start()
    actor = created
    for (const event of queue.splice(0)) created.send(event)
    notify()
    started(created)
  }
  // Code that arrives later (back online, Try again) starts what was asked for meanwhile.
  code.subscribe(startIfLoaded)

  /** Resolves once the actor runs: at once if its code is there, or whenever it comes. */
  const start = () => {
    wanted = true
    starting ??= new Promise<Actor<TLogic>>((resolve) => {
      started = resolve
    })
    void code.want().then(startIfLoaded)
    return starting
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
      else if (wanted) queue.push(event)
    },
    start,
    preload: code.want,
    code,
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      // A later event starts afresh; a start still waiting for its code is forgotten.
      wanted = false
      starting = null
      started = () => {}
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
  const [deferred] = useState(() =>
    createDeferredActor(loadLogic, options, { report: 'component' }),
  )
  useEffect(() => {
    const stopReporting = reportToShell(deferred.code)
    return () => {
      stopReporting()
      deferred.stop()
    }
  }, [deferred])
  return deferred
}
