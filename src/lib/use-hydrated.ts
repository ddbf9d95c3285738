import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true in the browser after: for what depends
 * on the browser (the address's query, the window) and must not differ in the first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
