import * as v from 'valibot'
import { limits } from '../../content/site'
import { honeypotField, strictEmailPattern } from '../../schemas/fields'
import type { FormErrors, FormRules, FormValues } from '../../machines/form.machine'
import { formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'
import { formMessages } from './messages'

export type FieldKind =
  'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'country' | 'select' | 'checkbox'

export type FieldSpec = {
  /** The visible label; also the name in its '{label} is required'. */
  label: string
  kind: FieldKind
  placeholder?: string
  required?: boolean
  options?: readonly string[]
  /** What each option shows, when it differs from the value that is sent. */
  optionLabels?: Readonly<Record<string, string>>
  autoComplete?: string
  /** Shown only when another field has a value (the partnership form's 'Other'). */
  showWhen?: { field: string; equals: string }
  /** The name in '{name} is required' when the message names the field otherwise than its label. */
  messageName?: string
}

/** Where a form's message goes. */
export type Channel =
  { kind: 'email'; template: EmailTemplate } | { kind: 'waitlist' } | { kind: 'subscribe' }

export type EmailTemplate =
  | 'grantApplication'
  | 'schoolContact'
  | 'generalContact'
  | 'modalContact'
  | 'orderInquiry'
  | 'partnership'
  | 'partnerVariant'
  | 'generalInquiry'
  | 'feedback'

export type FormDefinition = {
  id: string
  fields: Record<string, FieldSpec>
  /** Rules checked as each field changes. */
  live?: Record<string, v.GenericSchema<unknown, unknown>>
  /** Fields that must not be empty at submit, in the order their messages show. */
  requiredAtSubmit?: string[]
  /** Further submit checks, after the required ones. */
  submitCheck?: (values: FormValues) => FormErrors
  /** Replaces the required checks: the order form stops at its first failing check. */
  submitSequence?: (values: FormValues) => FormErrors
  sanitize?: Record<string, (value: string) => string>
  clearAllErrorsOnChange?: boolean
  successMessage: string
  failureMessage: string
  successDuration: number
  submitLabel: string
  channel: Channel
  /** What is sent: the template parameters (docs/product.md, "Forms › What is sent"). */
  compose: (values: FormValues, context: { blogTitle?: string }) => Record<string, string>
}

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

/** '{name} is required'. */
export const requiredMessage = (name: string) => m.form_error_required({ name })
export const emailInvalid = m.form_error_email_invalid()

/** Fields several forms share, spelled once. */
export const fields = {
  name: { label: labels.name, kind: 'text', required: true, autoComplete: 'name' },
  email: { label: labels.email, kind: 'email', required: true, autoComplete: 'email' },
  country: { label: labels.country, kind: 'country', required: true },
  countryText: { label: labels.country, kind: 'text', autoComplete: 'country-name' },
  state: { label: labels.state, kind: 'text', autoComplete: 'address-level1' },
  website: { label: labels.website, kind: 'url', autoComplete: 'url' },
  school: { label: labels.school, kind: 'text', autoComplete: 'organization' },
  schoolName: {
    label: labels.schoolName,
    kind: 'text',
    required: true,
    autoComplete: 'organization',
  },
  personName: { label: labels.personName, kind: 'text', required: true, autoComplete: 'name' },
  designation: {
    label: labels.designation,
    kind: 'text',
    required: true,
    autoComplete: 'organization-title',
  },
  message: {
    label: labels.message,
    kind: 'textarea',
    required: true,
    placeholder: formMessages.messagePlaceholder,
  },
} satisfies Record<string, FieldSpec>

/** 'schoolName' → 'School Name': the field name split into words. */
export const labelOf = (field: string) =>
  field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

export const text = (values: FormValues, field: string) => String(values[field] ?? '')
const isBlank = (value: string | boolean | undefined) => String(value ?? '').trim() === ''

/** Keeps letters (any alphabet), spaces and periods: for names, designations, places. */
export const lettersSpacesPeriods = (value: string) => value.replace(/[^\p{L}\p{M} .]/gu, '')
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

const requiredName = (form: FormDefinition, field: string) => {
  const spec = form.fields[field]
  return spec?.messageName ?? spec?.label ?? labelOf(field)
}

/** The machine's view of a definition. */
export function toRules(form: FormDefinition): FormRules {
  const initialValues: FormValues = { [honeypotField]: '' }
  for (const [name, field] of Object.entries(form.fields)) {
    initialValues[name] = field.kind === 'checkbox' ? false : ''
  }
  return {
    initialValues,
    sanitize: (field, value) => {
      const clean = form.sanitize?.[field]
      return clean && typeof value === 'string' ? clean(value) : value
    },
    validateField: (field, values) => {
      const schema = form.live?.[field]
      if (!schema) return undefined
      const spec = form.fields[field]
      // A hidden field cannot be wrong, and an optional field left empty is valid.
      if (spec?.showWhen && values[spec.showWhen.field] !== spec.showWhen.equals) return undefined
      if (spec && !spec.required && isBlank(values[field])) return undefined
      const result = v.safeParse(schema, values[field], { abortPipeEarly: true })
      return result.success ? undefined : result.issues[0]?.message
    },
    validateSubmit: (values) => {
      if (form.submitSequence) return form.submitSequence(values)
      const errors: FormErrors = {}
      for (const field of form.requiredAtSubmit ?? []) {
        if (isBlank(values[field])) errors[field] = requiredMessage(requiredName(form, field))
      }
      return { ...form.submitCheck?.(values), ...errors }
    },
    clearAllErrorsOnChange: form.clearAllErrorsOnChange ?? false,
    successDuration: form.successDuration,
    honeypotField,
  }
}

/**
 * Labelled lines, leaving out the empty ones: 'Phone: 0123456789\nSchool: ...'. The labels are
 * English whatever the visitor's language: the message goes to the team's one inbox.
 */
export function labelledLines(values: FormValues, fields: [field: string, label: string][]) {
  return fields
    .filter(([field]) => !isBlank(values[field]))
    .map(([field, label]) => `${label}: ${text(values, field).trim()}`)
    .join('\n')
}

const messageLength = m.form_error_message_length({
  min: formatNumber(limits.messageMin),
  max: formatNumber(limits.messageMax),
})

// Rules shared by several forms (docs/product.md, "Forms").
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
  strictEmail: v.pipe(v.string(), v.regex(strictEmailPattern, emailInvalid)),
  looseEmail: v.pipe(
    v.string(),
    v.check((email) => email.includes('@') && email.includes('.'), emailInvalid),
  ),
}
