import { timings } from '../../content/site'
import { rules, text, type FormDefinition } from './define'
import { formMessages } from './messages'

/** The waitlist modal (spec 5, "Waitlist form"); posted to /api/waitlist. */
export const waitlistForm: FormDefinition = {
  id: 'waitlist',
  fields: {
    name: { label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
    email: { label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    country: { label: 'Country', kind: 'country', required: true },
  },
  live: { name: rules.required('Name'), email: rules.strictEmail },
  requiredAtSubmit: ['name', 'email', 'country'],
  successMessage: formMessages.waitlistSuccess,
  failureMessage: formMessages.waitlistFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Join The Waitlist',
  channel: { kind: 'waitlist' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    country: text(values, 'country'),
  }),
}
