import { useSyncExternalStore } from 'react'

// The spec keeps a full-screen loader up until the browser's load event, so whatever the first
// screen does not need waits for that event: every request made before it keeps the loader up.

const loaded = () => document.readyState === 'complete'

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/** True once the page has loaded (always false without a DOM). */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, loaded, () => false)
}

/** Runs `task` after the load event (at once if it has passed); returns a cancel function. */
export function afterLoad(task: () => void): () => void {
  if (loaded()) {
    task()
    return () => {}
  }
  const run = () => task()
  window.addEventListener('load', run, { once: true })
  return () => window.removeEventListener('load', run)
}
