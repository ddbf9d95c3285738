import { site, timings } from '../../content/site'
import type { FormErrors, FormValues } from '../../machines/form.machine'
import { m } from '../paraglide/messages'
import { emailInvalid, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

export const acknowledgeLabel = m.form_acknowledge_label({ product: site.productName })

/** The subscribe modal ('Get Notified' on the blog): 1 s of success, then it closes. */
export const subscribeForm: FormDefinition = {
  id: 'subscribe',
  fields: {
    name: fields.name,
    email: fields.email,
    acknowledge: { label: acknowledgeLabel, kind: 'checkbox', required: true },
  },
  requiredAtSubmit: ['name', 'email'],
  submitCheck: (values: FormValues): FormErrors => {
    const email = text(values, 'email').trim()
    return {
      ...(email && !(email.includes('@') && email.includes('.')) ? { email: emailInvalid } : {}),
      ...(values.acknowledge === true ? {} : { acknowledge: m.form_error_acknowledge() }),
    }
  },
  clearAllErrorsOnChange: true,
  successMessage: formMessages.subscribeSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.subscribeSuccessMessage,
  submitLabel: m.form_submit_subscribe(),
  channel: { kind: 'subscribe' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
  }),
}
