import type { QueueChannel } from '../../machines/enquiry-queue.machine'
import type { Channel } from '../../schemas/forms/define'

/** An enquiry kept on this device until it can be sent. */
export type QueuedEnquiry = {
  /** Made when the visitor pressed Send; sent as `Idempotency-Key` with every try. */
  key: string
  /** The form's id. */
  form: string
  channel: Channel
  /** What is sent, exactly as the first try sent it. */
  payload: Record<string, string>
  /** When it was saved (ms since the epoch). */
  savedAt: number
  /** The service's answer when it turned the enquiry down: kept to show, never sent again. */
  refused?: string
}

export const channelOf = (entry: Pick<QueuedEnquiry, 'channel'>): QueueChannel => entry.channel.kind

/** A random UUID; `crypto.randomUUID` exists only on secure origins (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The browser says there is no network at all. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** No answer came in time: the send may or may not have arrived. */
export class SendDeadline extends Error {
  constructor() {
    super('No answer in time')
    this.name = 'SendDeadline'
  }
}

// What fetch rejects with when no answer came: Chromium, Firefox and Safari word it differently.
const fetchFailed = /failed to fetch|networkerror|load failed|network request failed/i

/**
 * Did the send fail for the network (no connection, no answer, no answer in time) rather than
 * for an answer? An answer, even a refusal or a server error, is not a network failure: the form
 * shows it as it always has.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  // ky's NetworkError and TimeoutError, told by name: importing ky's type guards here split them
  // into a chunk of their own that every page then loads.
  if (kyNetworkErrors.has(error.name)) return true
  return error instanceof TypeError && fetchFailed.test(error.message)
}

// And a part of the site's code that could not be fetched (src/lib/reach-code.ts).
const kyNetworkErrors = new Set(['NetworkError', 'TimeoutError', 'SendDeadline', 'UnreachableCode'])
