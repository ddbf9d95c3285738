import { update } from 'idb-keyval'
import { newIdempotencyKey } from './queue-entry'
import { queueStore } from './queue-store'

const lockName = 'enquiry-queue'

/** Longer than any one send may take (the form's own limit is 10 s). */
export const leaseMs = 30_000
const leaseKey = 'lease'
const pause = 250
/** How long a tab waits for another's lease before giving up for this turn. */
const patience = 45_000

type Lease = { owner: string; until: number }

/**
 * Runs `work` while no other tab of this site runs it: the tabs agree on one sender, so that an
 * enquiry is never sent by two at once. With the Web Locks API (every current browser), the lock
 * is the browser's own and is let go even if the tab dies. Without it, a lease kept in IndexedDB:
 * taken in one transaction, so two tabs cannot both take it, and ending by itself after `leaseMs`
 * if its tab is closed mid-send.
 */
export async function withQueueLock<T>(
  work: () => Promise<T>,
  locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): Promise<T> {
  if (locks?.request) return locks.request(lockName, () => work()) as Promise<T>
  return withLease(work)
}

/** The fallback: a lease in IndexedDB. */
export async function withLease<T>(work: () => Promise<T>, now = () => Date.now()): Promise<T> {
  const me = newIdempotencyKey()
  const started = now()
  for (;;) {
    let mine = false
    await update<Lease | undefined>(
      leaseKey,
      (lease) => {
        const at = now()
        if (lease && lease.owner !== me && lease.until > at) return lease
        mine = true
        return { owner: me, until: at + leaseMs }
      },
      queueStore(),
    )
    if (mine) break
    if (now() - started > patience) throw new Error('Another tab holds the enquiry queue')
    await new Promise((resolve) => globalThis.setTimeout(resolve, pause))
  }
  try {
    return await work()
  } finally {
    await update<Lease | undefined>(
      leaseKey,
      (lease) => (lease?.owner === me ? undefined : lease),
      queueStore(),
    )
  }
}
