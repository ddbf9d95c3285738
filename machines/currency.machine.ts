import { assign, fromPromise, setup } from 'xstate'
import { currencyByCountry, defaultCurrency } from '../content/site'

/** The visitor's currency for a country code; USD for any other country. */
export const currencyFor = (country: string | null | undefined) =>
  (country && currencyByCountry[country.toUpperCase()]) || defaultCurrency

/**
 * The visitor's currency, for prices shown later (chosen from the visitor's country,
 * default USD, not displayed yet). One look-up of the country; USD when it fails or takes
 * longer than 3 s. The page never waits for it.
 */
export const currencyMachine = setup({
  types: { context: {} as { currency: string; country: string | null } },
  actors: {
    lookUpCountry: fromPromise<string | null, void>(async () => null),
  },
  delays: { lookupTimeout: 3000 },
}).createMachine({
  id: 'currency',
  context: { currency: defaultCurrency, country: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      invoke: {
        src: 'lookUpCountry',
        onDone: {
          target: 'known',
          actions: assign(({ event }) => ({
            country: event.output,
            currency: currencyFor(event.output),
          })),
        },
        onError: 'fallback',
      },
      after: { lookupTimeout: 'fallback' },
    },
    known: { type: 'final' },
    fallback: { type: 'final' },
  },
})
