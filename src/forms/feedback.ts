import { timings } from '../../content/site'
import type { FormErrors, FormValues } from '../../machines/form.machine'
import { m } from '../paraglide/messages'
import { emailInvalid, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** The feedback modal on a blog post; the post's title goes with the message. */
export const feedbackForm: FormDefinition = {
  id: 'feedback',
  fields: {
    name: fields.name,
    email: fields.email,
    message: fields.message,
  },
  submitCheck: (values: FormValues): FormErrors => {
    const email = text(values, 'email').trim()
    return email && !(email.includes('@') && email.includes('.')) ? { email: emailInvalid } : {}
  },
  requiredAtSubmit: ['name', 'email', 'message'],
  clearAllErrorsOnChange: true,
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_feedback(),
  channel: { kind: 'email', template: 'feedback' },
  compose: (values, { blogTitle }) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: `Blog: ${blogTitle ?? ''}\n\n${text(values, 'message').trim()}`,
  }),
}
