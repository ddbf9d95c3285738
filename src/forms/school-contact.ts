import { timings } from '../../content/site'
import { rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** The school contact modal (spec 5, "School contact form"). */
export const schoolContactForm: FormDefinition = {
  id: 'school-contact',
  fields: {
    schoolName: fields.schoolName,
    personName: fields.personName,
    designation: fields.designation,
    country: fields.country,
    state: fields.state,
    phone: { label: 'Phone Number', kind: 'tel', autoComplete: 'tel' },
    email: fields.email,
    website: fields.website,
    message: fields.message,
  },
  // Message length and phone are checked live only, not at submit (spec 5).
  live: {
    schoolName: rules.required('School Name'),
    personName: rules.required('Person Name'),
    designation: rules.required('Designation'),
    phone: rules.phoneLength('Phone Number must be 10 characters long'),
    email: rules.strictEmail,
    message: rules.messageLength,
  },
  requiredAtSubmit: ['schoolName', 'personName', 'designation', 'country', 'email', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Send Message',
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
