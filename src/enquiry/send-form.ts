import { savedOnDevice, sendTimeoutMs, type FormValues } from '../../machines/form.machine'
import type { Locale } from '../../content/locales'
import { enquiryFormParam } from '../../schemas/forms/check'
import { composeEnquiry } from '../../schemas/forms/compose'
import type { FormDefinition } from '../../schemas/forms/define'
import { locale as siteLocale } from '../i18n/locale'
import { sendEmail } from './email'
import { joinWaitlist, subscribe } from './forms-api'
import {
  isNetworkFailure,
  isOffline,
  newIdempotencyKey,
  SendDeadline,
  type QueuedEnquiry,
} from './queue-entry'

export { enquiryFields, languageLabel } from '../../schemas/forms/compose'

/**
 * What a form sends (`composeEnquiry` in schemas/forms/compose.ts, which the service's outbox
 * composes an e-mail enquiry with too), in the site's language unless told another.
 */
export function payloadOf(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
  locale: Locale = siteLocale,
): Record<string, string> {
  return composeEnquiry(form, values, context, locale)
}

/**
 * Sends a form where its definition says: e-mail, the waitlist or the blog's subscribers. The
 * send carries an idempotency key made now, as the visitor presses Send. Offline, or when the send
 * fails for the network (no connection, no answer in time), the enquiry is kept on the device with
 * that key, to be sent when the connection returns (src/enquiry/queue-store.ts), and the form says so
 * (`savedOnDevice`). A refusal or an error answered by the service fails as before.
 */
export async function sendForm(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
) {
  const entry: QueuedEnquiry = {
    key: newIdempotencyKey(),
    form: form.id,
    channel: form.channel,
    payload: payloadOf(form, values, context),
    savedAt: Date.now(),
  }
  if (isOffline()) return keepForLater(entry, new Error('Offline'))
  try {
    return await deliverInTime(entry)
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    return keepForLater(entry, error)
  }
}

/**
 * An e-mail enquiry with its form's name. One kept on the device by a build from before the
 * service checked enquiries lacks it (and its fields): it gets the name its entry knows, and the
 * service then refuses the fields it lacks, which the queue shows as a refusal
 * (docs/offline-queue.md, "Enquiries kept by an older build").
 */
export const withFormName = (entry: QueuedEnquiry): Record<string, string> =>
  enquiryFormParam in entry.payload
    ? entry.payload
    : { ...entry.payload, [enquiryFormParam]: entry.form }

/** Sends one enquiry with its key to where its channel says. */
export async function deliver(entry: QueuedEnquiry, signal?: AbortSignal) {
  const options = { key: entry.key, ...(signal ? { signal } : {}) }
  switch (entry.channel.kind) {
    case 'email':
      return sendEmail(entry.channel.template, withFormName(entry), options)
    case 'waitlist':
      return joinWaitlist(entry.payload, options)
    case 'subscribe':
      return subscribe(entry.payload, options)
  }
}

/**
 * A send that has not answered by then is given up (and kept for later) before the form's own
 * limit would call it a failure.
 */
export const sendDeadlineMs = sendTimeoutMs - 2_000

/** `deliver`, given up after `sendDeadlineMs` with a SendDeadline (the request is aborted). */
export async function deliverInTime(entry: QueuedEnquiry) {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = globalThis.setTimeout(() => {
      reject(new SendDeadline())
      controller.abort()
    }, sendDeadlineMs)
  })
  try {
    return await Promise.race([deliver(entry, controller.signal), deadline])
  } finally {
    clearTimeout(timer)
  }
}

async function keepForLater(entry: QueuedEnquiry, cause: unknown) {
  try {
    // Loaded with the page's queue once the page has woken; a form sent before that loads it.
    const { keep } = await import('./queue-store')
    await keep(entry)
  } catch {
    // No IndexedDB (a private window of an old browser), or its code could not load: the form
    // says the send failed and keeps every field, as it always did.
    throw cause
  }
  return savedOnDevice
}
