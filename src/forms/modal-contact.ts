import { timings } from '../../content/site'
import {
  digitsOnly,
  labelledLines,
  lettersSpacesPeriods,
  rules,
  text,
  type FormDefinition,
} from './define'
import { formMessages } from './messages'

/** The 'Connect With Us' modal (spec 5, "Modal contact form"). */
export const modalContactForm: FormDefinition = {
  id: 'modal-contact',
  fields: {
    name: { label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
    email: { label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    phone: { label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
    designation: {
      label: 'Designation',
      kind: 'text',
      required: true,
      autoComplete: 'organization-title',
    },
    country: { label: 'Country', kind: 'text', autoComplete: 'country-name' },
    state: { label: 'State', kind: 'text', autoComplete: 'address-level1' },
    school: { label: 'School', kind: 'text', autoComplete: 'organization' },
    message: {
      label: 'Message',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  sanitize: {
    name: lettersSpacesPeriods,
    phone: digitsOnly,
    designation: lettersSpacesPeriods,
    country: lettersSpacesPeriods,
    state: lettersSpacesPeriods,
  },
  live: {
    name: rules.required('Name'),
    email: rules.looseEmail,
    phone: rules.phoneDigits,
  },
  requiredAtSubmit: ['name', 'phone', 'email', 'designation', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Send Message',
  channel: { kind: 'email', template: 'modalContact' },
  // Only name, email and one labelled-line message are sent (spec 3).
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: labelledLines(values, [
      ['country', 'Country'],
      ['state', 'State'],
      ['phone', 'Phone'],
      ['designation', 'Designation'],
      ['school', 'School'],
      ['message', 'Message'],
    ]),
  }),
}
