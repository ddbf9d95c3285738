import * as v from 'valibot'
import type { Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import {
  fieldLimits,
  honeypot,
  honeypotField,
  issueLocale,
  localeField,
  requiredText,
  strictObjectMessage,
  looseEmail,
} from './fields'

/** POST /api/blog/subscribe: the acknowledgement must be given. */
export const subscribeRequest = v.strictObject(
  {
    name: requiredText('Name', fieldLimits.name),
    email: looseEmail,
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
    locale: localeField,
    [honeypotField]: honeypot,
  },
  strictObjectMessage,
)

export type SubscribeRequest = v.InferOutput<typeof subscribeRequest>

export const subscribeMessages = {
  success: (locale: Locale) => m.api_subscribed({}, { locale }),
} as const
