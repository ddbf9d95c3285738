import * as v from 'valibot'
import { limits } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, formatNumber, formMessages } from './define'
import { digitsOnly, emailInvalid, fields, labels, rules } from '../fields'

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

/** The partnership modal; 'Other' reveals a field that asks which. */
export const partnershipForm = defineForm({
  id: 'partnership',
  fields: {
    name: {
      label: m.form_organization_name_label(),
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      // The organisation is the form's 'name': 'Name is required'.
      messageName: labels.name,
      live: rules.required(labels.name),
    },
    fullname: {
      label: m.form_full_name_label(),
      kind: 'text',
      required: true,
      // Marked and checked as it changes, but not at submit.
      liveOnly: true,
      autoComplete: 'name',
      live: rules.required(m.form_full_name_label()),
      line: 'Full Name',
    },
    designation: { ...fields.designation, required: false },
    email: {
      ...fields.email,
      live: v.pipe(v.string(), v.trim(), v.nonEmpty(emailInvalid), rules.looseEmail),
    },
    country: fields.country,
    state: fields.state,
    phone: {
      ...fields.phoneNumber,
      sanitize: digitsOnly,
      live: rules.phoneAtLeast(
        m.form_error_phone_at_least({ min: formatNumber(limits.partnershipPhoneMin) }),
      ),
    },
    // Checked live ('Website is required'), so required at submit too: an optional field would
    // never show that message.
    website: { ...fields.website, required: true, live: rules.required(labels.website) },
    partnershipType: {
      label: m.form_partnership_type_label(),
      kind: 'select',
      required: true,
      options: partnershipTypes,
      optionLabels: partnershipTypeLabels,
      live: v.pipe(v.string(), v.nonEmpty(m.form_error_partnership_type_required())),
      line: 'Partnership Type',
    },
    otherPartnershipType: {
      label: m.form_other_partnership_type_label(),
      kind: 'text',
      required: true,
      showWhen: { field: 'partnershipType', equals: 'Other' },
      requiredMessage: m.form_error_specify_partnership(),
      live: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(limits.otherPartnershipTypeMin, otherTypeLength),
        v.maxLength(limits.otherPartnershipTypeMax, otherTypeLength),
      ),
      line: 'Other Partnership Type',
    },
    proposal: {
      label: m.form_proposal_label(),
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
      line: 'Proposal',
    },
  },
  submitLabel: m.form_submit_proposal(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines(
      'fullname',
      'designation',
      'phone',
      'partnershipType',
      'otherPartnershipType',
      'proposal',
      'website',
      'country',
      'state',
    ),
  }),
})
