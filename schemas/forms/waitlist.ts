import { m } from '../../src/paraglide/messages.js'
import { defineForm, formMessages } from './define'
import { checkedLive, fields, requestSchema, rules } from '../fields'

/** The waitlist modal; posted to the service (POST /api/waitlist), which checks the same fields. */
export const waitlistForm = defineForm({
  id: 'waitlist',
  fields: {
    name: { ...checkedLive(fields.name), service: 'name' },
    email: { ...fields.email, live: rules.strictEmail, service: 'strictEmail' },
    country: { ...fields.country, service: 'countryCode' },
  },
  successMessage: formMessages.waitlistSuccess,
  failureMessage: formMessages.waitlistFailure,
  submitLabel: m.form_submit_waitlist(),
  sendTo: 'waitlist',
  compose: ({ pick }) => pick('name', 'email', 'country'),
})

/** What the service takes: name, e-mail and a two-letter country code (server/form-routes.ts). */
export const waitlistRequest = /* @__PURE__ */ requestSchema(waitlistForm)
