import type { HTTPError } from 'ky'
import type { QueueOutcome } from '../../machines/enquiry-queue.machine'
import { channelOf, isNetworkFailure, type QueuedEnquiry } from './queue-entry'
import { withQueueLock } from './queue-lock'
import { markRefused, remove, tell, waiting } from './queue-store'

/** Statuses that ask to try again later rather than refuse: busy, too many, unavailable. */
const later = new Set([408, 409, 425, 429, 500, 502, 503, 504])

// ky's HTTPError, told by name (see entry.ts).
const isHTTPError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError'

/** The status of an answer, from ky's HTTPError or @emailjs/browser's EmailJSResponseStatus. */
function statusOf(error: unknown): number | undefined {
  if (isHTTPError(error)) return error.response.status
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * What the service said when it refused, for the visitor: its `message`, or its text. A refusal
 * of fields (`{ message, errors }`, the outbox's 422) gives each field's error, in order.
 */
export function reasonOf(error: unknown): string {
  if (isHTTPError(error)) {
    const data = error.data as { message?: unknown; errors?: unknown } | string | undefined
    if (typeof data === 'string' && data) return data
    if (data && typeof data === 'object' && data.errors && typeof data.errors === 'object') {
      const errors = Object.values(data.errors).filter((e): e is string => typeof e === 'string')
      if (errors.length) return errors.join('; ')
    }
    if (data && typeof data === 'object' && typeof data.message === 'string') return data.message
    return String(error.response.status)
  }
  const text = (error as { text?: unknown } | null)?.text
  return typeof text === 'string' && text ? text : String(statusOf(error) ?? error)
}

type Deliver = (entry: QueuedEnquiry) => Promise<unknown>

/**
 * One turn of the queue: with the tabs' lock held, the oldest enquiry still waiting is sent with its
 * key and, once the service has answered, taken off the device. It is taken off only after the
 * answer: a send whose answer was lost is sent again with the same key, and our service answers
 * the repeat without storing it twice. While the lock is held no other tab can send it, and a
 * send that got an answer is never repeated. `deliver` is loaded only when there is something to
 * send.
 */
export async function sendNext(
  deliver: () => Promise<Deliver> = async () => (await import('./send-form')).deliverInTime,
): Promise<QueueOutcome> {
  // Most visits find nothing: look first, without the lock.
  if (!(await waiting()).some((e) => !e.refused)) return { kind: 'empty' }
  return withQueueLock(async () => {
    // Another tab may have sent it while this one waited for the lock: look again, holding it.
    const entry = (await waiting()).find((e) => !e.refused)
    if (!entry) return { kind: 'empty' }
    try {
      // The code that sends, too, may be out of reach (src/lib/reach-code.ts): a network failure.
      const send = await deliver()
      await send(entry)
    } catch (error) {
      if (isNetworkFailure(error)) return { kind: 'network' }
      const status = statusOf(error)
      if (status === undefined || later.has(status)) return { kind: 'later' }
      const reason = reasonOf(error)
      await markRefused(entry.key, reason)
      return { kind: 'refused', reason }
    }
    await remove(entry.key)
    tell({ type: 'sent', channel: channelOf(entry) })
    return { kind: 'sent', channel: channelOf(entry) }
  })
}

/**
 * Discards a waiting enquiry at the visitor's word. Under the lock, so that it is not taken while a
 * tab is sending it; false when it was sent (or discarded) meanwhile.
 */
export const discard = (key: string) => withQueueLock(() => remove(key))
