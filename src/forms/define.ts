import * as v from 'valibot'
import { limits } from '../../content/site'
import { honeypotField, strictEmailPattern } from '../../schemas/fields'
import type { FormErrors, FormRules, FormValues } from '../../machines/form.machine'
import { formMessages } from './messages'

export type FieldKind =
  'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'country' | 'select' | 'checkbox'

export type FieldSpec = {
  /** The visible label; also the '{label} is required' of spec 5. */
  label: string
  kind: FieldKind
  placeholder?: string
  required?: boolean
  options?: readonly string[]
  autoComplete?: string
  /** Shown only when another field has a value (the partnership form's 'Other'). */
  showWhen?: { field: string; equals: string }
  /** The name in '{name} is required' when the spec's field name differs from the label. */
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
  /** What is sent: the template parameters (spec 7, "Payloads by form"). */
  compose: (values: FormValues, context: { blogTitle?: string }) => Record<string, string>
}

/** Fields several forms share, spelled once. */
export const fields = {
  name: { label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
  email: { label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  country: { label: 'Country', kind: 'country', required: true },
  countryText: { label: 'Country', kind: 'text', autoComplete: 'country-name' },
  state: { label: 'State', kind: 'text', autoComplete: 'address-level1' },
  website: { label: 'Website', kind: 'url', autoComplete: 'url' },
  school: { label: 'School', kind: 'text', autoComplete: 'organization' },
  schoolName: { label: 'School Name', kind: 'text', required: true, autoComplete: 'organization' },
  personName: { label: 'Person Name', kind: 'text', required: true, autoComplete: 'name' },
  designation: {
    label: 'Designation',
    kind: 'text',
    required: true,
    autoComplete: 'organization-title',
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    required: true,
    placeholder: formMessages.messagePlaceholder,
  },
} satisfies Record<string, FieldSpec>

/** 'schoolName' → 'School Name' (spec 5: the field name split into words). */
export const labelOf = (field: string) =>
  field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

export const text = (values: FormValues, field: string) => String(values[field] ?? '')
const isBlank = (value: string | boolean | undefined) => String(value ?? '').trim() === ''

/** Keeps letters (any alphabet), spaces and periods (spec 5: names, designations, places). */
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
        if (isBlank(values[field])) errors[field] = `${requiredName(form, field)} is required`
      }
      return { ...form.submitCheck?.(values), ...errors }
    },
    clearAllErrorsOnChange: form.clearAllErrorsOnChange ?? false,
    successDuration: form.successDuration,
    honeypotField,
  }
}

/** Labelled lines, leaving out the empty ones: 'Phone: 0123456789\nSchool: ...'. */
export function labelledLines(values: FormValues, fields: [field: string, label: string][]) {
  return fields
    .filter(([field]) => !isBlank(values[field]))
    .map(([field, label]) => `${label}: ${text(values, field).trim()}`)
    .join('\n')
}

// Rules shared by several forms (spec 5).
export const rules = {
  required: (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`)),
  messageLength: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(limits.messageMin, 'Message must be between 30 and 500 characters'),
    v.maxLength(limits.messageMax, 'Message must be between 30 and 500 characters'),
  ),
  minTrimmed: (min: number, message: string) =>
    v.pipe(v.string(), v.trim(), v.minLength(min, message)),
  phoneLength: (message: string) => v.pipe(v.string(), v.length(limits.phoneLength, message)),
  phoneDigits: v.pipe(
    v.string(),
    v.nonEmpty('Phone is required'),
    v.length(limits.phoneLength, 'Phone number must be 10 digits'),
  ),
  phoneAtLeast: (message: string) =>
    v.pipe(v.string(), v.minLength(limits.partnershipPhoneMin, message)),
  strictEmail: v.pipe(v.string(), v.regex(strictEmailPattern, 'Email is invalid')),
  looseEmail: v.pipe(
    v.string(),
    v.check((email) => email.includes('@') && email.includes('.'), 'Email is invalid'),
  ),
}
