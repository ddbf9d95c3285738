import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { defaultCurrency } from '../../content/site'
import { afterLoad } from '../lib/after-load'
import { createDeferredActor, useDeferredSelector } from '../lib/deferred-actor'

// The visitor's currency is asked only where a price is shown (the first `useCurrency`), once the
// page has loaded and the browser is idle: the look-up (a third party) is never on a page's
// critical path, and until it answers the currency is the default one, as the machine starts.
const loadCurrencyLogic = () => import('./currency-logic').then((module) => module.currencyLogic)

const CurrencyContext = createContext<ReturnType<
  typeof createDeferredActor<Awaited<ReturnType<typeof loadCurrencyLogic>>>
> | null>(null)

/** The visitor's currency, looked up once for the whole app (docs/product.md, "Currency"). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  // Until it answers, and when its code cannot be loaded, the currency is the default one.
  const [actor] = useState(() => createDeferredActor(loadCurrencyLogic, {}, { report: 'quiet' }))
  return <CurrencyContext.Provider value={actor}>{children}</CurrencyContext.Provider>
}

export function useCurrency(): string {
  const actor = useContext(CurrencyContext)
  if (!actor) throw new Error('useCurrency needs a <CurrencyProvider> above it')
  useEffect(() => afterLoad(() => void actor.start()), [actor])
  return useDeferredSelector(actor, (snapshot) => snapshot.context.currency, defaultCurrency)
}
