import { timings } from '../../content/site'
import { lettersSpacesPeriods, rules, text, type FormDefinition } from './define'
import { formMessages } from './messages'

/** The shared About section's 'Get Involved' form (spec 5, "General contact form"). */
export const generalContactForm: FormDefinition = {
  id: 'general-contact',
  fields: {
    name: { label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
    email: { label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    country: { label: 'Country', kind: 'country', required: true },
    message: {
      label: 'Message',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  sanitize: { name: lettersSpacesPeriods },
  live: {
    name: rules.required('Name'),
    email: rules.looseEmail,
    message: rules.required('Message'),
  },
  requiredAtSubmit: ['name', 'email', 'country', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Send Message',
  channel: { kind: 'email', template: 'generalContact' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: text(values, 'message').trim(),
    country: text(values, 'country'),
  }),
}
