import { startTransition, useEffect, useState } from 'react'

// A full-screen loader stays up until the browser's load event, so whatever the first
// screen does not need waits for that event: every request made before it keeps the loader up.
// It also waits for the loader's fade and an idle moment after it, so that the work it starts
// does not compete with the first paint of the page.

const loaderFade = 350
let settled = false
const listeners = new Set<() => void>()

function settle() {
  if (settled) return
  settled = true
  const queue = [...listeners]
  listeners.clear()
  // One task each, with a yield between them: four carousels starting their sliders at once were
  // one long task that held the main thread for a third of a second on a slow phone.
  const next = () => {
    queue.shift()?.()
    if (queue.length) globalThis.setTimeout(next, 0)
  }
  next()
}

function watch() {
  const afterIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(settle, { timeout: 1000 })
    else settle()
  }
  const afterLoad = () => globalThis.setTimeout(afterIdle, loaderFade)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
let watching = false

function subscribe(onChange: () => void) {
  if (settled) return () => {}
  listeners.add(onChange)
  if (!watching) {
    watching = true
    watch()
  }
  return () => listeners.delete(onChange)
}

/**
 * True once the page has loaded and painted (always false without a DOM). The switch renders as
 * a transition, so React works on what it reveals in short slices instead of one long task.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => afterLoad(() => startTransition(() => setReady(true))), [])
  return ready
}

/** Runs `task` once the page has loaded and painted (at once if it has); returns a cancel. */
export function afterLoad(task: () => void): () => void {
  if (settled) {
    task()
    return () => {}
  }
  let cancelled = false
  const unsubscribe = subscribe(() => {
    if (!cancelled) task()
  })
  return () => {
    cancelled = true
    unsubscribe()
  }
}
