import { timings } from '../../content/site'
import {
  digitsOnly,
  labelledLines,
  lettersSpacesPeriods,
  rules,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

/** The inline form on /partnerwithus (spec 3, "Partner variant form"); required fields marked. */
export const partnerVariantForm: FormDefinition = {
  id: 'partner-variant',
  fields: {
    fname: { label: 'First Name', kind: 'text', required: true, autoComplete: 'given-name' },
    lname: { label: 'Last Name', kind: 'text', required: true, autoComplete: 'family-name' },
    companyOrOrganization: {
      label: 'Company or Organization',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
    },
    location: {
      label: 'Location (Country/Region/City)',
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
    },
    email: fields.email,
    phone: { label: 'Phone', kind: 'tel', autoComplete: 'tel' },
    message: {
      label: 'Brief description of your experience and interest',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  sanitize: { fname: lettersSpacesPeriods, lname: lettersSpacesPeriods, phone: digitsOnly },
  live: { email: rules.looseEmail },
  requiredAtSubmit: ['fname', 'lname', 'companyOrOrganization', 'location', 'email', 'message'],
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Apply to Partner',
  channel: { kind: 'email', template: 'partnerVariant' },
  compose: (values) => ({
    name: `${text(values, 'fname').trim()} ${text(values, 'lname').trim()}`,
    email: text(values, 'email').trim(),
    message: labelledLines(values, [
      ['companyOrOrganization', 'Company or Organization'],
      ['location', 'Location'],
      ['phone', 'Phone'],
      ['message', 'Experience and interest'],
    ]),
  }),
}
