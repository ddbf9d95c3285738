import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { defaultCurrency } from '../../content/site'
import { afterLoad } from '../lib/after-load'
import { createDeferredActor, useDeferredSelector } from '../lib/deferred-actor'

// The machine (and xstate) load after the page has loaded: the look-up never delays rendering,
// and until it answers the currency is the default one, as the machine starts.
const loadCurrencyLogic = () =>
  Promise.all([import('../../machines/currency.machine'), import('xstate')]).then(
    ([{ currencyMachine }, { fromPromise }]) =>
      currencyMachine.provide({
        actors: {
          lookUpCountry: fromPromise(async () => {
            const { lookUpCountry } = await import('../services/geolocation')
            return lookUpCountry()
          }),
        },
      }),
  )

const CurrencyContext = createContext<ReturnType<
  typeof createDeferredActor<Awaited<ReturnType<typeof loadCurrencyLogic>>>
> | null>(null)

/** The visitor's currency, looked up once for the whole app (spec 4 and 7). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [actor] = useState(() => createDeferredActor(loadCurrencyLogic))
  useEffect(() => afterLoad(() => void actor.start()), [actor])
  return <CurrencyContext.Provider value={actor}>{children}</CurrencyContext.Provider>
}

export function useCurrency(): string {
  const actor = useContext(CurrencyContext)
  if (!actor) throw new Error('useCurrency needs a <CurrencyProvider> above it')
  return useDeferredSelector(actor, (snapshot) => snapshot.context.currency, defaultCurrency)
}
