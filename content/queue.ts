/**
 * The enquiry queue's timings (machines/enquiry-queue.machine.ts): an enquiry saved on the device
 * is tried again after `retryFirst` ms, doubling after each failed try up to `retryMax`. A module
 * of its own, so that only the queue's chunk carries them.
 */
export const queueTimings = {
  retryFirst: 5000,
  retryMax: 300_000,
} as const
