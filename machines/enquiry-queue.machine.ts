import { assign, fromPromise, setup } from 'xstate'
import { queueTimings } from '../content/queue'

/** Where a queued enquiry goes: an e-mail, the waitlist or the blog's subscribers. */
export type QueueChannel = 'email' | 'waitlist' | 'subscribe'

/**
 * What one turn of sending found. `sent`: the oldest waiting enquiry went and left the device.
 * `refused`: the service answered no (a validation or other refusal) and the enquiry stays, marked,
 * for the visitor to see and discard. `empty`: nothing is waiting. `network`: no connection or no
 * answer. `later`: the service asked for time (busy, rate-limited, unavailable).
 */
export type QueueOutcome =
  | { kind: 'sent'; channel: QueueChannel }
  | { kind: 'refused'; reason: string }
  | { kind: 'empty' }
  | { kind: 'network' }
  | { kind: 'later' }

/** What the visitor is told, on whatever page they are on, until they dismiss it. */
export type QueueNotice =
  { type: 'sent'; channel: QueueChannel } | { type: 'refused'; reason: string }

export type QueueEvent =
  /** The page woke (a visit), or the visitor asked: look for what is waiting. */
  | { type: 'wake' }
  /** An enquiry was just saved on this device. */
  | { type: 'queue.saved' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The service worker's Background Sync says the connection is back. */
  | { type: 'flush' }
  /** Another tab sent one, or the service refused one there. */
  | { type: 'elsewhere.sent'; channel: QueueChannel }
  | { type: 'elsewhere.refused'; reason: string }
  | { type: 'notice.dismiss' }

type Context = {
  online: boolean
  /** Failed turns in a row; sets the back-off. */
  attempt: number
  /** Something was saved while a turn was under way (it may have looked before the save). */
  recheck: boolean
  notice: QueueNotice | null
}

/** The wait before try `attempt` (1, 2, ...): the first retry delay, doubled each time, capped. */
export const retryDelay = (attempt: number) =>
  Math.min(queueTimings.retryFirst * 2 ** Math.max(0, attempt - 1), queueTimings.retryMax)

const outcome = (event: unknown) => (event as { output?: QueueOutcome }).output
const is =
  (kind: QueueOutcome['kind']) =>
  ({ event }: { event: unknown }) =>
    outcome(event)?.kind === kind

/**
 * The queue of enquiries kept on the device while the network was away, sent in order once it is
 * back: when the page wakes (the next visit), when the browser says it is online, when the service
 * worker's Background Sync fires, and by itself after a back-off that doubles (5 s, 10 s, ... up to
 * 5 minutes). Each turn (`sendNext`, supplied by the page) takes the tabs' shared lock, sends the
 * oldest waiting enquiry with its idempotency key and removes it once answered, so that two tabs
 * never send the same one. Offline, it waits for the network rather than retrying into nothing.
 * The machine holds no enquiry itself: the device's storage does, behind `sendNext`.
 */
export const enquiryQueueMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { online: boolean },
    events: {} as QueueEvent,
  },
  actors: {
    sendNext: fromPromise<QueueOutcome>(async () => ({ kind: 'empty' })),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    sent: is('sent'),
    refused: is('refused'),
    empty: is('empty'),
    emptyButSavedSince: ({ context, event }) => is('empty')({ event }) && context.recheck,
  },
  actions: {
    online: assign({ online: true }),
    offline: assign({ online: false }),
    noteSaved: assign({ recheck: true }),
    startTurn: assign({ recheck: false }),
    succeeded: assign({ attempt: 0 }),
    failed: assign({ attempt: ({ context }) => context.attempt + 1 }),
    tellSent: assign({
      notice: ({ event }) => {
        const result = outcome(event)
        return result?.kind === 'sent' ? { type: 'sent' as const, channel: result.channel } : null
      },
    }),
    tellRefused: assign({
      notice: ({ event }) => {
        const result = outcome(event)
        return result?.kind === 'refused'
          ? { type: 'refused' as const, reason: result.reason }
          : null
      },
    }),
    tellElsewhere: assign({
      notice: ({ event }) =>
        event.type === 'elsewhere.sent'
          ? { type: 'sent' as const, channel: event.channel }
          : event.type === 'elsewhere.refused'
            ? { type: 'refused' as const, reason: event.reason }
            : null,
    }),
    dismiss: assign({ notice: null }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.attempt),
  },
}).createMachine({
  id: 'enquiryQueue',
  context: ({ input }) => ({ online: input.online, attempt: 0, recheck: false, notice: null }),
  initial: 'idle',
  on: {
    'network.offline': { actions: 'offline' },
    'elsewhere.sent': { actions: 'tellElsewhere' },
    'elsewhere.refused': { actions: 'tellElsewhere' },
    'notice.dismiss': { actions: 'dismiss' },
  },
  states: {
    idle: {
      on: {
        wake: { target: 'deciding' },
        'queue.saved': { target: 'deciding' },
        flush: { target: 'deciding' },
        'network.online': { target: 'deciding', actions: 'online' },
      },
    },
    deciding: {
      always: [{ guard: 'isOffline', target: 'waitingForNetwork' }, { target: 'sending' }],
    },
    sending: {
      entry: 'startTurn',
      invoke: {
        id: 'sendNext',
        src: 'sendNext',
        onDone: [
          { guard: 'sent', target: 'sending', reenter: true, actions: ['succeeded', 'tellSent'] },
          { guard: 'refused', target: 'sending', reenter: true, actions: 'tellRefused' },
          { guard: 'emptyButSavedSince', target: 'sending', reenter: true },
          { guard: 'empty', target: 'idle', actions: 'succeeded' },
          // No network, or the service asked for time: wait, for the network if it is gone.
          { target: 'afterFailure', actions: 'failed' },
        ],
        // The device's storage or the lock failed: try again later, like a network failure.
        onError: { target: 'afterFailure', actions: 'failed' },
      },
      on: {
        'queue.saved': { actions: 'noteSaved' },
        'network.online': { actions: 'online' },
      },
    },
    afterFailure: {
      always: [{ guard: 'isOffline', target: 'waitingForNetwork' }, { target: 'backoff' }],
    },
    waitingForNetwork: {
      on: {
        'network.online': { target: 'sending', actions: 'online' },
        // Background Sync fires when the browser has a connection again.
        flush: { target: 'sending', actions: 'online' },
      },
    },
    backoff: {
      after: { retryDelay: { target: 'sending' } },
      on: {
        'network.online': { target: 'sending', actions: 'online' },
        'network.offline': { target: 'waitingForNetwork', actions: 'offline' },
        // Background Sync fires when the browser has a connection again.
        flush: { target: 'sending', actions: 'online' },
        wake: { target: 'deciding' },
      },
    },
  },
})
