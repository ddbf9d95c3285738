import * as v from 'valibot'
import type { Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import {
  countryCode,
  fieldLimits,
  honeypot,
  honeypotField,
  localeField,
  requiredText,
  strictObjectMessage,
  strictEmail,
} from './fields'

/** POST /api/waitlist: name, email and a two-letter country code. */
export const waitlistRequest = v.strictObject(
  {
    name: requiredText('Name', fieldLimits.name),
    email: strictEmail,
    country: countryCode,
    locale: localeField,
    [honeypotField]: honeypot,
  },
  strictObjectMessage,
)

export type WaitlistRequest = v.InferOutput<typeof waitlistRequest>

export const waitlistMessages = {
  success: (locale: Locale) => m.api_waitlist_joined({}, { locale }),
  failure: 'An error occurred. Please try again.',
} as const
