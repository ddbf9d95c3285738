import { createActor, fromPromise } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currencyFor, currencyMachine } from '../../machines/currency.machine'

describe('currency', () => {
  it.each([
    ['AU', 'AUD'],
    ['NZ', 'NZD'],
    ['CA', 'CAD'],
    ['MY', 'MYR'],
    ['ID', 'IDR'],
    ['CN', 'CNY'],
    ['IN', 'INR'],
    ['PE', 'PEN'],
    ['SA', 'SAR'],
    ['AE', 'AED'],
    ['CO', 'COP'],
    ['GB', 'GBP'],
    ['FR', 'EUR'],
    ['DE', 'EUR'],
    ['US', 'USD'],
    ['KE', 'USD'],
    ['gb', 'GBP'],
    [null, 'USD'],
  ])('%s pays in %s (spec 7)', (country, currency) => {
    expect(currencyFor(country)).toBe(currency)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  const start = (lookUp: () => Promise<string | null>) =>
    createActor(currencyMachine.provide({ actors: { lookUpCountry: fromPromise(lookUp) } })).start()

  it('starts in USD and switches when the look-up answers', async () => {
    const actor = start(async () => 'IN')
    expect(actor.getSnapshot().context.currency).toBe('USD')
    await vi.waitFor(() => expect(actor.getSnapshot().context.currency).toBe('INR'))
  })

  it('stays in USD when the look-up fails', async () => {
    const actor = start(async () => {
      throw new Error('blocked by the school network')
    })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('fallback'))
    expect(actor.getSnapshot().context.currency).toBe('USD')
  })

  it('stays in USD when the look-up takes longer than 3 s, and ignores a late answer', async () => {
    vi.useFakeTimers()
    let answer: (country: string) => void = () => {}
    const actor = start(() => new Promise((resolve) => (answer = resolve)))
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().value).toBe('fallback')
    answer('GB')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.currency).toBe('USD')
  })
})
