// The currency machine's fallback, timed with real timers, for the third-party drill: the page
// that looks the country up (the licence estimator) shows its prices in USD and does not display
// the currency it picks yet, so the machine is what decides. Loaded through tsx's tsImport, so the
// machine and xstate come from one module graph.
import { createActor, fromPromise } from 'xstate'
import { currencyMachine } from '../../machines/currency.machine'

/** Seconds from start until the machine settles, and the currency it settles on. */
export async function currencyFallback(
  lookUp: 'down' | 'hang',
): Promise<{ seconds: number; state: string; currency: string }> {
  const actor = createActor(
    currencyMachine.provide({
      actors: {
        lookUpCountry: fromPromise<string | null, void>(() =>
          lookUp === 'down'
            ? Promise.reject(new Error('The geolocation service is down'))
            : new Promise<never>(() => {}),
        ),
      },
    }),
  )
  const started = performance.now()
  const settled = new Promise<void>((resolve) =>
    actor.subscribe((snapshot) => snapshot.status === 'done' && resolve()),
  )
  actor.start()
  await settled
  const snapshot = actor.getSnapshot()
  actor.stop()
  return {
    seconds: (performance.now() - started) / 1000,
    state: String(snapshot.value),
    currency: snapshot.context.currency,
  }
}
