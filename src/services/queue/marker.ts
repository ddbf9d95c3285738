// What the page checks on waking to know whether to load the queue at all (src/app/enquiry-queue/
// wake.ts), kept in step with the list by src/services/queue/store.ts. Tiny: the shell carries it.

/** Present in localStorage while at least one enquiry waits on this device. */
export const waitingMarker = 'stemverse-enquiries-waiting'
/** Dispatched on window when a form has just kept an enquiry. */
export const savedEvent = 'stemverse:enquiry-saved'

export function somethingWaits(): boolean {
  try {
    return localStorage.getItem(waitingMarker) !== null
  } catch {
    return false
  }
}
