// Success and failure texts of the forms, in one place, in the build's language.
import { m } from '../paraglide/messages'

export const formMessages = {
  contactSuccess: m.form_contact_success(),
  grantSuccess: m.form_grant_success(),
  subscribeSuccess: m.form_subscribe_success(),
  waitlistSuccess: m.form_waitlist_success(),
  waitlistFailure: m.form_waitlist_failure(),
  /** Beyond the original, which ignored failed sends: say so, and keep what was typed. */
  sendFailure: m.form_send_failure(),
  messagePlaceholder: m.form_message_placeholder(),
} as const
