import { lazy, useEffect, useState, type ComponentType } from 'react'
import { afterLoad } from '../../lib/after-load'
import { savedEvent, somethingWaits, waitingMarker } from '../../services/queue/marker'

// The queue's page part costs a visit nothing until something waits: the shell loads it only when
// this device holds an enquiry (a marker in localStorage, set and cleared with the list), when a
// form has just kept one, or when another tab has (the marker's storage event), and tries again
// when the browser comes back online. Everything here is small: the shell carries it.

let loading: Promise<ComponentType> | undefined

/**
 * Loads the queue's page part (once). A form calls it as soon as the visitor starts on it, so
 * that the part is in memory should the network go before Send is pressed. A failed load (no
 * network) is tried again next time.
 */
export function loadQueueHost(): Promise<ComponentType> {
  loading ??= import('./queue-host').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The queue's page part: render it once `useQueueLoaded` says its code is here. */
export const QueueHost = lazy(() => loadQueueHost().then((component) => ({ default: component })))

/** True once something waits (checked after the page has woken) and the part has loaded. */
export function useQueueLoaded(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let active = true
    const load = () => {
      loadQueueHost().then(
        () => {
          if (active) setLoaded(true)
        },
        () => {},
      )
    }
    const ifWaiting = () => {
      if (somethingWaits()) load()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === waitingMarker && event.newValue !== null) load()
    }
    const cancel = afterLoad(ifWaiting)
    window.addEventListener(savedEvent, load)
    window.addEventListener('storage', onStorage)
    window.addEventListener('online', ifWaiting)
    return () => {
      active = false
      cancel()
      window.removeEventListener(savedEvent, load)
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('online', ifWaiting)
    }
  }, [])
  return loaded
}
