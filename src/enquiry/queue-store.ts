import { createStore, get, update, type UseStore } from 'idb-keyval'
import type { QueueChannel } from '../../machines/enquiry-queue.machine'
import { waitingMarker } from './queue-marker'
import type { QueuedEnquiry } from './queue-entry'

// The enquiries waiting on this device, oldest first, as one list under one key: every change is
// one read-and-write transaction of IndexedDB (idb-keyval's `update`), so two tabs changing it at
// once cannot lose each other's change.
const databaseName = 'stemverse-enquiries'
const listKey = 'waiting'
let database: UseStore | undefined
/** The store, opened on first use (never at module scope: there is no IndexedDB in the prerender). */
export const queueStore = () => (database ??= createStore(databaseName, 'queue'))

/** What one tab tells the others (and itself) about the queue. */
export type QueueNews =
  | { type: 'changed' }
  | { type: 'saved' }
  | { type: 'sent'; channel: QueueChannel }
  | { type: 'refused'; reason: string }

const channelName = 'enquiry-queue'
const listeners = new Set<(news: QueueNews, fromElsewhere: boolean) => void>()
let channel: BroadcastChannel | undefined

function broadcast(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(channelName)
  channel.onmessage = (event: MessageEvent<QueueNews>) => {
    for (const listener of listeners) listener(event.data, true)
  }
  return channel
}

/** Tells this tab's listeners and every other tab of this site. */
export function tell(news: QueueNews) {
  for (const listener of listeners) listener(news, false)
  broadcast()?.postMessage(news)
}

/** Listens to what happens to the queue, here (`fromElsewhere` false) and in other tabs. */
export function onQueueNews(listener: (news: QueueNews, fromElsewhere: boolean) => void) {
  listeners.add(listener)
  broadcast()
  return () => {
    listeners.delete(listener)
  }
}

/** The marker the page checks on waking, kept in step with the list (src/enquiry/queue-start.ts). */
function markWaiting(anything: boolean) {
  try {
    if (anything) localStorage.setItem(waitingMarker, '1')
    else localStorage.removeItem(waitingMarker)
  } catch {
    // No localStorage (a privacy setting): the queue still works while the page is open.
  }
}

/** Every enquiry waiting on this device, oldest first. */
export async function waiting(): Promise<QueuedEnquiry[]> {
  return (await get<QueuedEnquiry[]>(listKey, queueStore())) ?? []
}

/** Keeps an enquiry until it is sent (once: saving the same key again changes nothing). */
export async function keep(entry: QueuedEnquiry) {
  await update<QueuedEnquiry[]>(
    listKey,
    (list = []) => (list.some((e) => e.key === entry.key) ? list : [...list, entry]),
    queueStore(),
  )
  markWaiting(true)
  tell({ type: 'saved' })
  void askForBackgroundSync()
}

/** Takes an enquiry off the device; says whether it was still there. */
export async function remove(key: string): Promise<boolean> {
  let found = false
  let left = 0
  await update<QueuedEnquiry[]>(
    listKey,
    (list = []) => {
      found = list.some((e) => e.key === key)
      const rest = list.filter((e) => e.key !== key)
      left = rest.length
      return rest
    },
    queueStore(),
  )
  if (left === 0) markWaiting(false)
  if (found) tell({ type: 'changed' })
  return found
}

/** Marks an enquiry the service turned down: it stays to be seen, and is not sent again. */
export async function markRefused(key: string, reason: string) {
  await update<QueuedEnquiry[]>(
    listKey,
    (list = []) => list.map((e) => (e.key === key ? { ...e, refused: reason } : e)),
    queueStore(),
  )
  tell({ type: 'refused', reason })
}

/**
 * Asks the service worker, where there is one and the browser has Background Sync, to wake the
 * page when the connection returns (its `sync` event, tag `enquiry-queue`, posts
 * `{ type: 'flush-enquiries' }` to the open pages). Without a worker it does nothing.
 */
export async function askForBackgroundSync() {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return
    const registration = await navigator.serviceWorker.ready
    if ('sync' in registration) {
      await (registration.sync as { register(tag: string): Promise<void> }).register(channelName)
    }
  } catch {
    // Refused (a setting, a private window): the online event and the next visit still send it.
  }
}

/** What the service worker posts when Background Sync fires. */
export const flushMessage = 'flush-enquiries'
