import { timings } from '../../content/site'
import { m } from '../paraglide/messages'
import {
  labelledLines,
  labels,
  lettersSpacesPeriods,
  rules,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

/** The general inquiries modal, from the Contact page's students card. */
export const generalInquiryForm: FormDefinition = {
  id: 'general-inquiry',
  fields: {
    name: fields.name,
    email: fields.email,
    country: fields.country,
    message: fields.message,
  },
  sanitize: { name: lettersSpacesPeriods },
  live: { name: rules.required(labels.name), email: rules.looseEmail },
  requiredAtSubmit: ['name', 'email', 'country', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_inquiry(),
  channel: { kind: 'email', template: 'generalInquiry' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: labelledLines(values, [
      ['country', 'Country'],
      ['message', 'Message'],
    ]),
  }),
}
