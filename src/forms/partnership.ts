import { limits, timings } from '../../content/site'
import * as v from 'valibot'
import { digitsOnly, labelledLines, rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

export const partnershipTypes = [
  'Educational Partnerships',
  'Corporate Collaboration',
  'Technology Partnership',
  'Regional Partnership',
  'Other',
] as const

/** The partnership modal (spec 5, "Partnership form"). */
export const partnershipForm: FormDefinition = {
  id: 'partnership',
  fields: {
    name: {
      label: 'Organization Name',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      // Spec 5 calls the organisation 'name': 'Name is required'.
      messageName: 'Name',
    },
    fullname: { label: 'Full Name', kind: 'text', required: true, autoComplete: 'name' },
    designation: { label: 'Designation', kind: 'text', autoComplete: 'organization-title' },
    email: fields.email,
    country: fields.country,
    state: fields.state,
    phone: { label: 'Phone Number', kind: 'tel', autoComplete: 'tel' },
    // Spec 5 checks it live ('Website is required'), so it is a required field, at submit too:
    // an optional field would never show that message.
    website: { ...fields.website, required: true },
    partnershipType: {
      label: 'Partnership Type',
      kind: 'select',
      required: true,
      options: partnershipTypes,
    },
    otherPartnershipType: {
      label: 'Other Partnership Type',
      kind: 'text',
      required: true,
      showWhen: { field: 'partnershipType', equals: 'Other' },
    },
    proposal: {
      label: 'Proposal',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  sanitize: { phone: digitsOnly },
  live: {
    name: rules.required('Name'),
    fullname: rules.required('Full Name'),
    phone: rules.phoneAtLeast('Phone Number must be atleast 10 characters long'),
    website: rules.required('Website'),
    otherPartnershipType: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(
        limits.otherPartnershipTypeMin,
        'Other Partnership Type must be between 10 and 50 characters',
      ),
      v.maxLength(
        limits.otherPartnershipTypeMax,
        'Other Partnership Type must be between 10 and 50 characters',
      ),
    ),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is invalid'), rules.looseEmail),
    partnershipType: v.pipe(v.string(), v.nonEmpty('Partnership type is required')),
  },
  requiredAtSubmit: ['name', 'email', 'country', 'partnershipType', 'proposal', 'website'],
  submitCheck: (values): Record<string, string> =>
    text(values, 'partnershipType') === 'Other' && !text(values, 'otherPartnershipType').trim()
      ? { otherPartnershipType: 'Please specify the type of partnership' }
      : {},
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Send Proposal',
  channel: { kind: 'email', template: 'partnership' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: labelledLines(values, [
      ['fullname', 'Full Name'],
      ['designation', 'Designation'],
      ['phone', 'Phone'],
      ['partnershipType', 'Partnership Type'],
      ['otherPartnershipType', 'Other Partnership Type'],
      ['proposal', 'Proposal'],
      ['website', 'Website'],
      ['country', 'Country'],
      ['state', 'State'],
    ]),
  }),
}
