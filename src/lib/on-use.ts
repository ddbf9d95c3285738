// Code a page loads on use, whose failure stays where it happens (machines/code-load.ts): the part
// that wanted it says that it needs a connection, and loads again once the browser is back online
// or the visitor asks; code a newer deployment replaced offers the new version instead. The
// import is tried again for real: src/lib/reach-code.ts keeps a failed one out of the browser's
// module map.
import {
  codeLoadTransition,
  initialCodeLoadState,
  type CodeLoadEvent,
  type CodeLoadState,
} from '../../machines/code-load'
import { isUnreachableCode, UnreachableCode } from './reach-code'

export type OnUse<T> = {
  /** Loads the code if it is not loaded or loading; settles (never rejects) when the try ends. */
  want: () => Promise<void>
  /** The visitor's Try again. */
  retry: () => void
  state: () => CodeLoadState
  /** The code, once loaded. */
  value: () => T | undefined
  subscribe: (listener: () => void) => () => void
}

/**
 * Code with no place of its own to say that it could not be loaded (a machine behind the menu, the
 * dialogs, a carousel): the shell says it for them, in one notice at the foot of the page
 * (src/app/shell-notice.tsx).
 */
const shellCodes = new Set<OnUse<unknown>>()
const shellListeners = new Set<() => void>()
const notifyShell = () => shellListeners.forEach((listener) => listener())

/** The shell's notice: the worst failure of the codes that report to it ('gone' over the rest). */
export const shellFailure = (): 'unreachable' | 'gone' | null => {
  let failure: 'unreachable' | 'gone' | null = null
  for (const code of shellCodes) {
    const state = code.state()
    if (state === 'gone') return state
    if (state === 'unreachable') failure = state
  }
  return failure
}
export const subscribeShellFailure = (listener: () => void) => {
  shellListeners.add(listener)
  return () => shellListeners.delete(listener)
}
/** The notice's Try again: every code that reports to it and could not be reached. */
export const retryShellCodes = () => shellCodes.forEach((code) => code.retry())

/** Has the shell's notice speak for `code`, until the returned function is called. */
export function reportToShell(code: OnUse<unknown>): () => void {
  shellCodes.add(code)
  const stop = code.subscribe(notifyShell)
  return () => {
    shellCodes.delete(code)
    stop()
    notifyShell()
  }
}

/**
 * Loads other code loaded on use along with something (a machine with the view it drives, so
 * that nothing opens that cannot be shown): resolves once all of them have loaded, or rejects as
 * the first that could not (a 'gone' one first), trying again those that failed before.
 */
export async function loadAlong(views: readonly OnUse<unknown>[]): Promise<void> {
  for (const view of views) if (view.state() === 'unreachable') view.retry()
  await Promise.all(views.map((view) => view.want()))
  const states = views.map((view) => view.state())
  if (states.includes('gone')) throw new UnreachableCode('', true)
  if (states.some((state) => state !== 'loaded')) throw new UnreachableCode('', false)
}

/** One piece of code loaded on use (`load` is an `import()`, maybe with a `.then`). */
export function onUse<T>(load: () => Promise<T>): OnUse<T> {
  let state = initialCodeLoadState
  let value: T | undefined
  let attempt: Promise<void> = Promise.resolve()
  const listeners = new Set<() => void>()

  const send = (event: CodeLoadEvent) => {
    const next = codeLoadTransition(state, event)
    if (next === state) return
    state = next
    if (state === 'loading') {
      attempt = load().then(
        (loaded) => {
          value = loaded
          send({ type: 'code.loaded' })
        },
        (error: unknown) => {
          // Not a file out of reach but a fault in the code: said in the console, and still kept
          // to this part of the page.
          if (!isUnreachableCode(error)) console.error(error)
          send({ type: 'code.failed', gone: isUnreachableCode(error) && error.gone })
        },
      )
    }
    // Back online, it loads again by itself.
    if (state === 'unreachable') {
      window.addEventListener('online', () => send({ type: 'network.online' }), { once: true })
    }
    for (const listener of listeners) listener()
  }

  return {
    want: () => {
      send({ type: 'code.want' })
      return attempt
    },
    retry: () => send({ type: 'code.retry' }),
    state: () => state,
    value: () => value,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
