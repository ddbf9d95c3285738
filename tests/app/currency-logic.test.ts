// The currency machine as the app runs it (src/app/currency-logic.ts): its look-up is the
// geolocation service's, loaded only when the machine runs.
import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { defaultCurrency } from '../../content/site'

const lookUpCountry = vi.fn<() => Promise<string | null>>()
vi.mock('../../src/services/geolocation', () => ({ lookUpCountry }))

const { currencyLogic } = await import('../../src/app/currency-logic')

describe('the app’s currency', () => {
  it('looks the country up through the geolocation service and prices in its currency', async () => {
    lookUpCountry.mockResolvedValueOnce('AU')
    const actor = createActor(currencyLogic).start()
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.value).toBe('known')
    expect(done.context).toEqual({ country: 'AU', currency: 'AUD' })
    expect(lookUpCountry).toHaveBeenCalledTimes(1)
  })

  it('falls back to the default currency when the service fails', async () => {
    lookUpCountry.mockRejectedValueOnce(new Error('ERR_NAME_NOT_RESOLVED'))
    const actor = createActor(currencyLogic).start()
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.value).toBe('fallback')
    expect(done.context.currency).toBe(defaultCurrency)
  })
})
