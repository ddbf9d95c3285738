import { createActorContext } from '@xstate/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { currencyMachine } from '../../machines/currency.machine'
import { getInspect } from '../lib/inspector'

/** The visitor's currency, looked up once for the whole app (spec 4 and 7). */
export const CurrencyActor = createActorContext(
  currencyMachine.provide({
    actors: {
      // The look-up code loads on its own, after the page; it never delays rendering.
      lookUpCountry: fromPromise(async () => {
        if (typeof window === 'undefined') return null
        const { lookUpCountry } = await import('../services/geolocation')
        return lookUpCountry()
      }),
    },
  }),
)

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const inspect = getInspect()
  return (
    <CurrencyActor.Provider options={inspect ? { inspect } : undefined}>
      {children}
    </CurrencyActor.Provider>
  )
}

export const useCurrency = () => CurrencyActor.useSelector((snapshot) => snapshot.context.currency)
