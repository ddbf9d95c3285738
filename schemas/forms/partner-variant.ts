import { m } from '../../src/paraglide/messages.js'
import { defineForm, formMessages } from './define'
import { fields, lettersSpacesPeriods, rules } from '../fields'

/** The inline form on /partnerwithus; the first and last names are sent as one name. */
export const partnerVariantForm = defineForm({
  id: 'partnerVariant',
  fields: {
    fname: {
      label: m.form_first_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'given-name',
      sanitize: lettersSpacesPeriods,
    },
    lname: {
      label: m.form_last_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'family-name',
      sanitize: lettersSpacesPeriods,
    },
    companyOrOrganization: {
      label: m.form_company_label(),
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      line: 'Company or Organization',
    },
    location: {
      label: m.form_location_label(),
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
      line: 'Location',
    },
    email: { ...fields.email, live: rules.looseEmail },
    phone: { ...fields.phone, required: false },
    message: {
      label: m.form_experience_label(),
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
      line: 'Experience and interest',
    },
  },
  submitLabel: m.form_submit_partner(),
  sendTo: 'email',
  compose: ({ pick, lines, text }) => ({
    name: `${text('fname')} ${text('lname')}`,
    ...pick('email'),
    message: lines('companyOrOrganization', 'location', 'phone', 'message'),
  }),
})
