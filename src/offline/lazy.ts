// The parts of the offline feature that the app loads on demand.

/** The worker's registration and the update offer, in a chunk of their own, after load. */
export const loadWorkerRegistration = () => import('./register')
