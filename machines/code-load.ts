/**
 * The life of one piece of code a page loads on use (a form, the country picker, a dialog, a
 * section that wakes late): it loads when first wanted; if a file of it cannot be reached, the
 * part says so where it stands and loads again when the browser is back online or the visitor
 * asks; if the server says the file is gone (a newer deployment), the part offers the new version
 * instead, since trying again cannot help. Once loaded, it stays.
 *
 * A plain transition function, not an XState machine: it runs in the code every page loads, which
 * must stay without xstate (15 kB of gzip, loaded after the first screen), and it is what still
 * works when nothing more can be loaded (docs/decisions/014-code-that-fails-to-load.md).
 */
export type CodeLoadState = 'idle' | 'loading' | 'loaded' | 'unreachable' | 'gone'

export type CodeLoadEvent =
  /** The part is wanted: the visitor reached for it, or the page asks ahead. */
  | { type: 'code.want' }
  | { type: 'code.loaded' }
  /** A file could not be reached; `gone` when the server said it is not there. */
  | { type: 'code.failed'; gone: boolean }
  /** The browser says it is online again. */
  | { type: 'network.online' }
  /** The visitor pressed Try again. */
  | { type: 'code.retry' }

export const initialCodeLoadState: CodeLoadState = 'idle'

/** Where an event takes the part; an event a state does not expect leaves it where it is. */
export function codeLoadTransition(state: CodeLoadState, event: CodeLoadEvent): CodeLoadState {
  switch (state) {
    case 'idle':
      return event.type === 'code.want' ? 'loading' : state
    case 'loading':
      if (event.type === 'code.loaded') return 'loaded'
      if (event.type === 'code.failed') return event.gone ? 'gone' : 'unreachable'
      return state
    case 'unreachable':
      return event.type === 'network.online' || event.type === 'code.retry' ? 'loading' : state
    // Loaded code stays; gone code only a reload brings back (the page keeps what was typed
    // across it: src/lib/keep-across-reload.ts).
    case 'gone':
    case 'loaded':
      return state
  }
}

/** Whether a state is a failure the part shows where it stands. */
export const isCodeLoadFailure = (state: CodeLoadState) =>
  state === 'unreachable' || state === 'gone'
