import { limits, timings } from '../../content/site'
import { formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'
import { labels, rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** The school contact modal (docs/product.md, "Forms › School contact"). */
export const schoolContactForm: FormDefinition = {
  id: 'school-contact',
  fields: {
    schoolName: fields.schoolName,
    personName: fields.personName,
    designation: fields.designation,
    country: fields.country,
    state: fields.state,
    phone: { label: labels.phoneNumber, kind: 'tel', autoComplete: 'tel' },
    email: fields.email,
    website: fields.website,
    message: fields.message,
  },
  // Message length and phone are checked live only, not at submit.
  live: {
    schoolName: rules.required(labels.schoolName),
    personName: rules.required(labels.personName),
    designation: rules.required(labels.designation),
    phone: rules.phoneLength(
      m.form_error_phone_length({ length: formatNumber(limits.phoneLength) }),
    ),
    email: rules.strictEmail,
    message: rules.messageLength,
  },
  requiredAtSubmit: ['schoolName', 'personName', 'designation', 'country', 'email', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_message(),
  channel: { kind: 'email', template: 'schoolContact' },
  compose: (values) => ({
    schoolName: text(values, 'schoolName').trim(),
    personName: text(values, 'personName').trim(),
    email: text(values, 'email').trim(),
    message: [
      `Phone: ${text(values, 'phone')}`,
      `Email: ${text(values, 'email').trim()}`,
      `Message: ${text(values, 'message').trim()}`,
      `Website: ${text(values, 'website').trim()}`,
      `Designation: ${text(values, 'designation').trim()}`,
      `Country: ${text(values, 'country')}`,
      `State: ${text(values, 'state').trim()}`,
    ].join('\n'),
  }),
}
