import * as v from 'valibot'
import type { Locale } from '../../content/locales'
import { m } from '../../src/paraglide/messages.js'
import {
  countryCode,
  fieldLimits,
  honeypot,
  honeypotField,
  issueLocale,
  localeField,
  looseEmail,
  requiredText,
  strictEmail,
  strictObjectMessage,
} from '../fields'
import type { Fields, FormDefinition, ServiceRule } from './define'
import { subscribeForm } from './subscribe'
import { waitlistForm } from './waitlist'

// The service's side of the forms it receives: a request schema built from the form's own
// fields (their `service` rule), answering in the request's language. The browser's rules for
// the same fields test the same things with the same patterns (./fields.ts), in its words.

const serviceRules = {
  name: requiredText('Name', fieldLimits.name),
  strictEmail,
  looseEmail,
  countryCode,
  // Missing, false or anything but true: not acknowledged.
  acknowledge: v.optional(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => value === true,
        (issue) => m.api_please_acknowledge({}, { locale: issueLocale(issue) }),
      ),
      v.transform(() => true as const),
    ),
    false,
  ),
} satisfies Record<ServiceRule, v.GenericSchema<unknown, unknown>>

type Served<F extends Fields> = {
  [
    K in keyof F as F[K]['service'] extends ServiceRule ? K : never
  ]: F[K]['service'] extends infer R extends ServiceRule ? (typeof serviceRules)[R] : never
}

/**
 * What the service takes from a form: each field that has a service rule, the visitor's language,
 * and the honeypot (absent or empty); any other field is refused.
 */
export function requestSchema<F extends Fields>(form: FormDefinition<string, F>) {
  const entries = Object.fromEntries(
    Object.entries(form.fields).flatMap(([name, spec]) =>
      spec.service ? [[name, serviceRules[spec.service]] as const] : [],
    ),
  ) as Served<F>
  return v.strictObject(
    { ...entries, locale: localeField, [honeypotField]: honeypot },
    strictObjectMessage,
  )
}

/** POST /api/waitlist: name, e-mail and a two-letter country code. */
export const waitlistRequest = requestSchema(waitlistForm)
export type WaitlistRequest = v.InferOutput<typeof waitlistRequest>

/** POST /api/blog/subscribe: name, e-mail, and the acknowledgement, which must be given. */
export const subscribeRequest = requestSchema(subscribeForm)
export type SubscribeRequest = v.InferOutput<typeof subscribeRequest>

/** What the service answers when it has kept the request. */
export const serviceAnswers = {
  waitlist: (locale: Locale) => m.api_waitlist_joined({}, { locale }),
  subscribe: (locale: Locale) => m.api_subscribed({}, { locale }),
} as const
