import { timings } from '../../content/site'
import { m } from '../paraglide/messages'
import {
  digitsOnly,
  labelledLines,
  labels,
  lettersSpacesPeriods,
  rules,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

/** The 'Connect With Us' modal (docs/product.md, "Forms › Modal contact"). */
export const modalContactForm: FormDefinition = {
  id: 'modal-contact',
  fields: {
    name: fields.name,
    email: fields.email,
    phone: { label: labels.phone, kind: 'tel', required: true, autoComplete: 'tel' },
    designation: fields.designation,
    country: fields.countryText,
    state: fields.state,
    school: fields.school,
    message: fields.message,
  },
  sanitize: {
    name: lettersSpacesPeriods,
    phone: digitsOnly,
    designation: lettersSpacesPeriods,
    country: lettersSpacesPeriods,
    state: lettersSpacesPeriods,
  },
  live: {
    name: rules.required(labels.name),
    email: rules.looseEmail,
    phone: rules.phoneDigits,
  },
  requiredAtSubmit: ['name', 'phone', 'email', 'designation', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_message(),
  channel: { kind: 'email', template: 'modalContact' },
  // Only name, email and one labelled-line message are sent.
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
