import ky from 'ky'
import * as v from 'valibot'
import { config } from '../config'

const answer = v.object({
  country_code: v.optional(v.nullable(v.string())),
  country: v.optional(v.nullable(v.string())),
})

/** The visitor's two-letter country from the configured IP geolocation service, or null. */
export async function lookUpCountry(): Promise<string | null> {
  const body = v.parse(
    answer,
    await ky.get(config.VITE_GEOLOCATION_URL, { timeout: 3000, retry: 0 }).json(),
  )
  const code = body.country_code ?? body.country ?? null
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null
}
