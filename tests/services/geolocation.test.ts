// The visitor's country from the IP geolocation service (src/services/geolocation.ts): the one
// look-up of a third party the pages make, whose every odd answer must end in a country or none.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/config'
import { lookUpCountry } from '../../src/services/geolocation'

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('lookUpCountry', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the configured service and gives its two-letter code in capitals', async () => {
    const fetch = answer({ country_code: 'gb' })
    await expect(lookUpCountry()).resolves.toBe('GB')
    const request = fetch.mock.calls[0] as unknown as [Request | string]
    const address = typeof request[0] === 'string' ? request[0] : request[0].url
    expect(address).toBe(config.VITE_GEOLOCATION_URL)
  })

  it('reads `country` where a service names it so', async () => {
    answer({ country: 'AU' })
    await expect(lookUpCountry()).resolves.toBe('AU')
  })

  it.each([
    ['no country', {}],
    ['a null one', { country_code: null }],
    ['a name, not a code', { country_code: 'United Kingdom' }],
    ['a hostile string', { country_code: '<script>' }],
  ])('gives no country for %s', async (_, body) => {
    answer(body)
    await expect(lookUpCountry()).resolves.toBeNull()
  })

  it('fails, for the machine to fall back, on an answer of the wrong shape or an error status', async () => {
    answer({ country_code: 42 })
    await expect(lookUpCountry()).rejects.toThrow()
    answer('rate limited', 429)
    await expect(lookUpCountry()).rejects.toThrow()
  })
})
