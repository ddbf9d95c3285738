import * as v from 'valibot'
import { limits } from '../../content/site'
import { isLooseEmail, strictEmailPattern } from '../fields'
import { m } from '../../src/paraglide/messages.js'
import { formatNumber, formMessages, requiredMessage, type FieldSpec } from './define'

// The fields, labels, rules and cleaning that several forms share, each written once. A form
// takes a shared field as it is, or spreads it and adds what it alone does.

/** Labels several forms share, in the build's language (also the names in their messages). */
export const labels = {
  name: m.form_name_label(),
  email: m.form_email_label(),
  country: m.form_country_label(),
  state: m.form_state_label(),
  website: m.form_website_label(),
  school: m.form_school_label(),
  schoolName: m.form_school_name_label(),
  personName: m.form_person_name_label(),
  designation: m.form_designation_label(),
  message: m.form_message_label(),
  phone: m.form_phone_label(),
  phoneNumber: m.form_phone_number_label(),
}

export const emailInvalid = m.form_error_email_invalid()

/** Keeps letters (any alphabet), spaces and periods: names, designations, places. */
export const lettersSpacesPeriods = (value: string) => value.replace(/[^\p{L}\p{M} .]/gu, '')
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

const messageLength = m.form_error_message_length({
  min: formatNumber(limits.messageMin),
  max: formatNumber(limits.messageMax),
})

/** Rules several forms share: the browser's side, in the build's language. */
export const rules = {
  required: (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage(label))),
  messageLength: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(limits.messageMin, messageLength),
    v.maxLength(limits.messageMax, messageLength),
  ),
  minTrimmed: (min: number, message: string) =>
    v.pipe(v.string(), v.trim(), v.minLength(min, message)),
  phoneLength: (message: string) => v.pipe(v.string(), v.length(limits.phoneLength, message)),
  phoneDigits: v.pipe(
    v.string(),
    v.nonEmpty(requiredMessage(labels.phone)),
    v.length(
      limits.phoneLength,
      m.form_error_phone_digits({ length: formatNumber(limits.phoneLength) }),
    ),
  ),
  phoneAtLeast: (message: string) =>
    v.pipe(v.string(), v.minLength(limits.partnershipPhoneMin, message)),
  /** The same pattern as the service's strict e-mail (../fields.ts). */
  strictEmail: v.pipe(v.string(), v.regex(strictEmailPattern, emailInvalid)),
  /** An '@' and a '.': the same test as the service's loose e-mail. */
  looseEmail: v.pipe(v.string(), v.check(isLooseEmail, emailInvalid)),
}

/** A field checked live for being filled, by its own label. */
export const checkedLive = <F extends FieldSpec>(field: F) => ({
  ...field,
  live: rules.required(field.label),
})

// Fields several forms share, spelled once: label, kind, autofill, and the line in the e-mail.
export const name = {
  label: labels.name,
  kind: 'text',
  required: true,
  autoComplete: 'name',
  line: 'Name',
} satisfies FieldSpec
export const email = {
  label: labels.email,
  kind: 'email',
  required: true,
  autoComplete: 'email',
  line: 'Email',
} satisfies FieldSpec
/** The country combobox: a two-letter code. */
export const country = {
  label: labels.country,
  kind: 'country',
  required: true,
  line: 'Country',
} satisfies FieldSpec
/** The country as typed, letters, spaces and periods only. */
export const countryText = {
  label: labels.country,
  kind: 'text',
  autoComplete: 'country-name',
  sanitize: lettersSpacesPeriods,
  line: 'Country',
} satisfies FieldSpec
export const state = {
  label: labels.state,
  kind: 'text',
  autoComplete: 'address-level1',
  line: 'State',
} satisfies FieldSpec
export const website = {
  label: labels.website,
  kind: 'url',
  autoComplete: 'url',
  line: 'Website',
} satisfies FieldSpec
export const school = {
  label: labels.school,
  kind: 'text',
  autoComplete: 'organization',
  line: 'School',
} satisfies FieldSpec
export const schoolName = {
  label: labels.schoolName,
  kind: 'text',
  required: true,
  autoComplete: 'organization',
  line: 'School Name',
} satisfies FieldSpec
export const personName = {
  label: labels.personName,
  kind: 'text',
  required: true,
  autoComplete: 'name',
  line: 'Person Name',
} satisfies FieldSpec
export const designation = {
  label: labels.designation,
  kind: 'text',
  required: true,
  autoComplete: 'organization-title',
  line: 'Designation',
} satisfies FieldSpec
/** A required phone, digits only, labelled 'Phone'. */
export const phone = {
  label: labels.phone,
  kind: 'tel',
  required: true,
  autoComplete: 'tel',
  sanitize: digitsOnly,
  line: 'Phone',
} satisfies FieldSpec
/** An optional phone labelled 'Phone Number'. */
export const phoneNumber = {
  label: labels.phoneNumber,
  kind: 'tel',
  autoComplete: 'tel',
  line: 'Phone',
} satisfies FieldSpec
export const message = {
  label: labels.message,
  kind: 'textarea',
  required: true,
  placeholder: formMessages.messagePlaceholder,
  line: 'Message',
} satisfies FieldSpec
