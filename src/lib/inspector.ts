import type { ActorOptions, AnyActorLogic } from 'xstate'

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>

let inspect: Inspect | undefined

/**
 * In development, `?inspect` in the URL opens the Stately inspector and every machine reports to
 * it. The import sits behind `import.meta.env.DEV`, so the production build never contains it.
 */
export async function startInspector() {
  if (!import.meta.env.DEV) return
  if (!new URLSearchParams(window.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect
}

export function getInspect(): Inspect | undefined {
  return inspect
}
