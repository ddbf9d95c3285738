import { fromPromise } from 'xstate'
import { currencyMachine } from '../../machines/currency.machine'

/** The currency machine with its look-up (a third party, loaded only when it runs). */
export const currencyLogic = currencyMachine.provide({
  actors: {
    lookUpCountry: fromPromise(async () => {
      const { lookUpCountry } = await import('../services/geolocation')
      return lookUpCountry()
    }),
  },
})
