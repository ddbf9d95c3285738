import { afterLoad } from '../lib/after-load'
import { somethingWaits } from './queue-marker'

// The queue's page part costs a visit nothing until something waits: the shell only looks, once
// the page has woken, at a marker kept in step with the list. Everything here is small: the shell
// carries it; the part itself is a chunk of its own with its own React root (mount.tsx).

/** Starts the queue's page part, once; rejects when its code cannot be loaded (offline). */
export const startQueue = (): Promise<void> =>
  import('./queue-mount').then((module) => module.mount())

/**
 * Once the page has woken, starts the queue if an enquiry waits on this device (the next visit
 * sends what an earlier one left). Offline, its code cannot load: it tries again when the browser
 * is back online. Returns a cancel.
 */
export function wakeQueue(): () => void {
  return afterLoad(() => {
    if (!somethingWaits()) return
    startQueue().catch(() =>
      window.addEventListener('online', () => void startQueue().catch(() => {}), { once: true }),
    )
  })
}
