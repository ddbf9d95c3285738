import { site, timings } from '../../content/site'
import type { FormErrors, FormValues } from '../../machines/form.machine'
import { text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

export const acknowledgeLabel = `I agree to receive Mails on behalf of ${site.productName}`

/** The subscribe modal ('Get Notified' on the blog): 1 s of success, then it closes (spec 4). */
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
      ...(email && !(email.includes('@') && email.includes('.'))
        ? { email: 'Email is invalid' }
        : {}),
      ...(values.acknowledge === true ? {} : { acknowledge: 'Please acknowledge' }),
    }
  },
  clearAllErrorsOnChange: true,
  successMessage: formMessages.subscribeSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.subscribeSuccessMessage,
  submitLabel: 'Subscribe',
  channel: { kind: 'subscribe' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
  }),
}
