import { timings } from '../../content/site'
import { rules, text, type FormDefinition } from './define'
import { formMessages } from './messages'

/** The school contact modal (spec 5, "School contact form"). */
export const schoolContactForm: FormDefinition = {
  id: 'school-contact',
  fields: {
    schoolName: {
      label: 'School Name',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
    },
    personName: { label: 'Person Name', kind: 'text', required: true, autoComplete: 'name' },
    designation: {
      label: 'Designation',
      kind: 'text',
      required: true,
      autoComplete: 'organization-title',
    },
    country: { label: 'Country', kind: 'country', required: true },
    state: { label: 'State', kind: 'text', autoComplete: 'address-level1' },
    phone: { label: 'Phone Number', kind: 'tel', autoComplete: 'tel' },
    email: { label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    website: { label: 'Website', kind: 'url', autoComplete: 'url' },
    message: {
      label: 'Message',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
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
