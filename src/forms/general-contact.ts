import { timings } from '../../content/site'
import { m } from '../paraglide/messages'
import { labels, lettersSpacesPeriods, rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** The shared About section's 'Get Involved' form (docs/product.md, "Forms › General contact"). */
export const generalContactForm: FormDefinition = {
  id: 'general-contact',
  fields: {
    name: fields.name,
    email: fields.email,
    country: fields.country,
    message: fields.message,
  },
  sanitize: { name: lettersSpacesPeriods },
  live: {
    name: rules.required(labels.name),
    email: rules.looseEmail,
    message: rules.required(labels.message),
  },
  requiredAtSubmit: ['name', 'email', 'country', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_message(),
  channel: { kind: 'email', template: 'generalContact' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: text(values, 'message').trim(),
    country: text(values, 'country'),
  }),
}
