// What the page checks on waking to know whether to load the queue at all
// (src/enquiry/queue-start.ts), kept in step with the list by src/enquiry/queue-store.ts. Tiny: the
// shell carries it.

/** Present in localStorage while at least one enquiry waits on this device. */
export const waitingMarker = 'stemverse-enquiries-waiting'

export function somethingWaits(): boolean {
  try {
    return localStorage.getItem(waitingMarker) !== null
  } catch {
    return false
  }
}
