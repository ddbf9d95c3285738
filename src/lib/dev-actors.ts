import type { ActorOptions, AnyActorLogic } from 'xstate'

/**
 * What development tools may change about the actors the site starts: the logic (the workbench
 * provides stand-in actors on top of the real ones) and the options (the Stately inspector, the
 * workbench's fake clock).
 */
export type DevActorHooks = {
  logic: <TLogic extends AnyActorLogic>(logic: TLogic) => TLogic
  options: <TOptions extends ActorOptions<AnyActorLogic>>(options: TOptions) => TOptions
}

let hooks: DevActorHooks | undefined

/**
 * Every actor of the site passes through these two: the components' `useMachine` in development
 * and in tests is src/lib/dev-xstate-react.ts (scripts/dev-actors-plugin.ts swaps it in), and
 * `createDeferredActor` calls them itself under `import.meta.env.DEV`. The production build
 * contains neither call, so the development tools cost the visitor not a byte.
 */
export function devLogic<TLogic extends AnyActorLogic>(logic: TLogic): TLogic {
  return import.meta.env.DEV && hooks ? hooks.logic(logic) : logic
}

export function devOptions<TOptions extends ActorOptions<AnyActorLogic>>(
  options: TOptions,
): TOptions {
  return import.meta.env.DEV && hooks ? hooks.options(options) : options
}

/** Development only: the workbench (src/workbench) and the inspector set the hooks. */
export function setDevActorHooks(next: DevActorHooks | undefined) {
  if (import.meta.env.DEV) hooks = next
}

/**
 * In development, `?inspect` in the URL opens the Stately inspector and every machine reports to
 * it. The import sits behind `import.meta.env.DEV`, so the production build never contains it.
 */
export async function startInspector() {
  if (!import.meta.env.DEV) return
  if (!new URLSearchParams(window.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const { inspect } = createBrowserInspector()
  setDevActorHooks({ logic: (logic) => logic, options: (options) => ({ ...options, inspect }) })
}
