import * as v from 'valibot'
import {
  countryCode,
  fieldLimits,
  honeypot,
  honeypotField,
  requiredText,
  strictObjectMessage,
  strictEmail,
} from './fields'

/** POST /api/waitlist (spec 3 and 7): name, email and a two-letter country code. */
export const waitlistRequest = v.strictObject(
  {
    name: requiredText('Name', fieldLimits.name),
    email: strictEmail,
    country: countryCode,
    [honeypotField]: honeypot,
  },
  strictObjectMessage,
)

export type WaitlistRequest = v.InferOutput<typeof waitlistRequest>

export const waitlistMessages = {
  success: 'Thank you for joining the waitlist!',
  failure: 'An error occurred. Please try again.',
} as const
