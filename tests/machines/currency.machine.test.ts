import { createActor, fromPromise, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currencyFor, currencyMachine } from '../../machines/currency.machine'
import { modelActor, modelPaths, replay } from './model-paths'

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
  ])('%s pays in %s', (country, currency) => {
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

describe('currency machine: model-based paths', () => {
  const timeout = 'xstate.after.lookupTimeout.currency.lookingUp'
  const events = [
    { type: 'xstate.done.actor.0.currency.lookingUp', output: 'IN' },
    { type: 'xstate.error.actor.0.currency.lookingUp' },
    { type: timeout },
  ] as unknown as EventObject[]
  const paths = modelPaths(currencyMachine, events as never)

  afterEach(() => {
    vi.useRealTimers()
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      let settle: { resolve: (country: string) => void; reject: (e: Error) => void } | undefined
      const lookUp = () =>
        new Promise<string | null>((resolve, reject) => (settle = { resolve, reject }))
      const actor = modelActor(
        currencyMachine.provide({ actors: { lookUpCountry: fromPromise(lookUp) } }),
      ).start()
      await replay(path, actor, async (event) => {
        // The look-up answers, fails or runs out of time once; later the machine is done.
        if (actor.getSnapshot().value !== 'lookingUp') return
        if (event.type === timeout) await vi.advanceTimersByTimeAsync(3000)
        else if (event.type.startsWith('xstate.done.')) settle!.resolve('IN')
        else settle!.reject(new Error('blocked by the school network'))
        await vi.advanceTimersByTimeAsync(0)
      })
      const { value, context } = actor.getSnapshot()
      expect(actor.getSnapshot().status).toBe('done')
      expect(context).toEqual(
        value === 'known' ? { country: 'IN', currency: 'INR' } : { country: null, currency: 'USD' },
      )
    })
  }
})
