import { site, timings } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, formMessages } from './define'
import { fields, requestSchema, rules } from '../fields'

export const acknowledgeLabel = m.form_acknowledge_label({ product: site.productName })

/**
 * The subscribe modal ('Get Notified' on the blog): 1 s of success, then it closes. Posted to the
 * service (POST /api/blog/subscribe), which checks the same fields.
 */
export const subscribeForm = defineForm({
  id: 'subscribe',
  fields: {
    name: { ...fields.name, service: 'name' },
    email: { ...fields.email, atSubmit: rules.looseEmail, service: 'looseEmail' },
    acknowledge: {
      label: acknowledgeLabel,
      kind: 'checkbox',
      required: true,
      requiredMessage: m.form_error_acknowledge(),
      service: 'acknowledge',
    },
  },
  clearAllErrorsOnChange: true,
  successMessage: formMessages.subscribeSuccess,
  successDuration: timings.subscribeSuccessMessage,
  submitLabel: m.form_submit_subscribe(),
  sendTo: 'subscribe',
  // The acknowledgement goes as `acknowledge: true` (src/enquiry/forms-api.ts).
  compose: ({ pick }) => pick('name', 'email'),
})

/** What the service takes: name, e-mail and the acknowledgement (server/form-routes.ts). */
export const subscribeRequest = /* @__PURE__ */ requestSchema(subscribeForm)
