import * as v from 'valibot'
import {
  fieldLimits,
  honeypot,
  honeypotField,
  requiredText,
  strictObjectMessage,
  looseEmail,
} from './fields'

/** POST /api/blog/subscribe (spec 3 and 7): the acknowledgement must be given. */
export const subscribeRequest = v.strictObject(
  {
    name: requiredText('Name', fieldLimits.name),
    email: looseEmail,
    // Missing, false or anything but true: not acknowledged.
    acknowledge: v.optional(
      v.pipe(
        v.unknown(),
        v.check((value) => value === true, 'Please acknowledge'),
        v.transform(() => true as const),
      ),
      false,
    ),
    [honeypotField]: honeypot,
  },
  strictObjectMessage,
)

export type SubscribeRequest = v.InferOutput<typeof subscribeRequest>

export const subscribeMessages = {
  success: 'Subscribed successfully',
} as const
