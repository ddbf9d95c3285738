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

/** The inline form on /partnerwithus (docs/product.md, "Forms › Partner variant"). */
export const partnerVariantForm: FormDefinition = {
  id: 'partner-variant',
  fields: {
    fname: {
      label: m.form_first_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'given-name',
    },
    lname: {
      label: m.form_last_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'family-name',
    },
    companyOrOrganization: {
      label: m.form_company_label(),
      kind: 'text',
      required: true,
      autoComplete: 'organization',
    },
    location: {
      label: m.form_location_label(),
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
    },
    email: fields.email,
    phone: { label: labels.phone, kind: 'tel', autoComplete: 'tel' },
    message: {
      label: m.form_experience_label(),
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
  submitLabel: m.form_submit_partner(),
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
