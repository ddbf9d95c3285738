import { timings } from '../../content/site'
import { m } from '../paraglide/messages'
import { labels, rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** The waitlist modal (docs/product.md, "Forms › Waitlist"); posted to /api/waitlist. */
export const waitlistForm: FormDefinition = {
  id: 'waitlist',
  fields: {
    name: fields.name,
    email: fields.email,
    country: fields.country,
  },
  live: { name: rules.required(labels.name), email: rules.strictEmail },
  requiredAtSubmit: ['name', 'email', 'country'],
  successMessage: formMessages.waitlistSuccess,
  failureMessage: formMessages.waitlistFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_waitlist(),
  channel: { kind: 'waitlist' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    country: text(values, 'country'),
  }),
}
