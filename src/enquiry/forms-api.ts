import ky from 'ky'
import * as v from 'valibot'
import { config } from '../config'
import { locale } from '../i18n/locale'

const answer = v.object({ message: v.string() })

// Same origin unless VITE_API_BASE_URL names the blog service's host. The page's language asks
// for the service's answers (its messages, its errors) in that language.
const api = ky.create({
  ...(config.VITE_API_BASE_URL ? { baseUrl: config.VITE_API_BASE_URL } : {}),
  headers: { 'accept-language': locale },
  timeout: 10_000,
  retry: 0,
})

/** A send's idempotency key (the service answers a repeat with its first answer) and its end. */
export type SendOptions = { key?: string; signal?: AbortSignal }

const sendOptions = ({ key, signal }: SendOptions) => ({
  ...(key ? { headers: { 'idempotency-key': key } } : {}),
  ...(signal ? { signal } : {}),
})

/** POST /api/waitlist. */
export async function joinWaitlist(body: Record<string, string>, options: SendOptions = {}) {
  return v.parse(
    answer,
    await api.post('/api/waitlist', { json: body, ...sendOptions(options) }).json(),
  )
}

/** POST /api/blog/subscribe. */
export async function subscribe(body: Record<string, string>, options: SendOptions = {}) {
  return v.parse(
    answer,
    await api
      .post('/api/blog/subscribe', {
        json: { ...body, acknowledge: true },
        ...sendOptions(options),
      })
      .json(),
  )
}
