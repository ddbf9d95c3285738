import { limits, timings } from '../../content/site'
import * as v from 'valibot'
import { formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'
import {
  digitsOnly,
  emailInvalid,
  labelledLines,
  labels,
  rules,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

export const partnershipTypes = [
  'Educational Partnerships',
  'Corporate Collaboration',
  'Technology Partnership',
  'Regional Partnership',
  'Other',
] as const

/** The types are sent in English (the team's inbox); the visitor reads them in their language. */
const partnershipTypeLabels: Record<(typeof partnershipTypes)[number], string> = {
  'Educational Partnerships': m.form_partnership_educational(),
  'Corporate Collaboration': m.form_partnership_corporate(),
  'Technology Partnership': m.form_partnership_technology(),
  'Regional Partnership': m.form_partnership_regional(),
  Other: m.form_partnership_other(),
}

const otherTypeLength = m.form_error_other_type_length({
  min: formatNumber(limits.otherPartnershipTypeMin),
  max: formatNumber(limits.otherPartnershipTypeMax),
})

/** The partnership modal (docs/product.md, "Forms › Partnership"). */
export const partnershipForm: FormDefinition = {
  id: 'partnership',
  fields: {
    name: {
      label: m.form_organization_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      // Its message calls the organisation 'Name': 'Name is required'.
      messageName: labels.name,
    },
    fullname: {
      label: m.form_full_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'name',
    },
    designation: { label: labels.designation, kind: 'text', autoComplete: 'organization-title' },
    email: fields.email,
    country: fields.country,
    state: fields.state,
    phone: { label: labels.phoneNumber, kind: 'tel', autoComplete: 'tel' },
    // Checked live ('Website is required'), so it is a required field, at submit too:
    // an optional field would never show that message.
    website: { ...fields.website, required: true },
    partnershipType: {
      label: m.form_partnership_type_label(),
      kind: 'select',
      required: true,
      options: partnershipTypes,
      optionLabels: partnershipTypeLabels,
    },
    otherPartnershipType: {
      label: m.form_other_partnership_type_label(),
      kind: 'text',
      required: true,
      showWhen: { field: 'partnershipType', equals: 'Other' },
    },
    proposal: {
      label: m.form_proposal_label(),
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  sanitize: { phone: digitsOnly },
  live: {
    name: rules.required(labels.name),
    fullname: rules.required(m.form_full_name_label()),
    phone: rules.phoneAtLeast(
      m.form_error_phone_at_least({ min: formatNumber(limits.partnershipPhoneMin) }),
    ),
    website: rules.required(labels.website),
    otherPartnershipType: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(limits.otherPartnershipTypeMin, otherTypeLength),
      v.maxLength(limits.otherPartnershipTypeMax, otherTypeLength),
    ),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(emailInvalid), rules.looseEmail),
    partnershipType: v.pipe(v.string(), v.nonEmpty(m.form_error_partnership_type_required())),
  },
  requiredAtSubmit: ['name', 'email', 'country', 'partnershipType', 'proposal', 'website'],
  submitCheck: (values): Record<string, string> =>
    text(values, 'partnershipType') === 'Other' && !text(values, 'otherPartnershipType').trim()
      ? { otherPartnershipType: m.form_error_specify_partnership() }
      : {},
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_proposal(),
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
