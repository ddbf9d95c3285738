import { m } from '../../src/paraglide/messages.js'
import { maxLengthOf } from '../fields'
import {
  formatNumber,
  isBlank,
  isShown,
  requiredMessage,
  type FieldSpec,
  type FormDefinition,
  type FormErrors,
  type FormValues,
} from './define'
import * as v from 'valibot'

// A form's checks, from its one definition, in one place: the browser's form machine runs them
// as the visitor types and presses Send (src/enquiry/use-enquiry-form.ts), and the service runs
// the same ones on an e-mail enquiry it receives (server/enquiry-check.ts), so that the two accept
// and refuse alike. The words are the build's language; the service words its own answer.

const firstIssue = (schema: v.GenericSchema<unknown, unknown>, value: unknown) => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true })
  return result.success ? undefined : result.issues[0]?.message
}

/** Longer, trimmed, than the field may hold (fieldLimits in ../fields.ts)? */
export const isTooLong = (spec: FieldSpec, value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim().length > maxLengthOf(spec)

const tooLongMessage = (spec: FieldSpec) =>
  m.form_error_too_long({
    name: spec.messageName ?? spec.label,
    max: formatNumber(maxLengthOf(spec)),
  })

/** The error one field shows as it changes: too long, or its live rule. */
export function fieldError(form: FormDefinition, field: string, values: FormValues) {
  const spec = form.fields[field]
  // A hidden field cannot be wrong, and an optional field left empty is valid.
  if (!spec || !isShown(spec, values)) return undefined
  if (!spec.required && isBlank(spec, values[field])) return undefined
  if (isTooLong(spec, values[field])) return tooLongMessage(spec)
  const schema = form.live[field]
  return schema && firstIssue(schema, values[field])
}

/** The first field shown that holds too much, as an error. */
function firstTooLong(form: FormDefinition, values: FormValues): FormErrors {
  for (const [field, spec] of Object.entries(form.fields)) {
    if (isShown(spec, values) && isTooLong(spec, values[field])) {
      return { [field]: tooLongMessage(spec) }
    }
  }
  return {}
}

/** The errors at Send: required fields, the submit rules, and no field longer than it may be. */
export function submitErrors(form: FormDefinition, values: FormValues): FormErrors {
  if (form.submitSequence) {
    // The first failing check is the only one shown; the lengths come last.
    const errors = form.submitSequence(values)
    return Object.keys(errors).length ? errors : firstTooLong(form, values)
  }
  const errors: FormErrors = {}
  for (const [field, spec] of Object.entries(form.fields)) {
    if (!isShown(spec, values)) continue
    const error = isBlank(spec, values[field])
      ? spec.required && !spec.liveOnly
        ? (spec.requiredMessage ?? requiredMessage(spec.messageName ?? spec.label))
        : undefined
      : isTooLong(spec, values[field])
        ? tooLongMessage(spec)
        : spec.atSubmit && firstIssue(spec.atSubmit, values[field])
    if (error) errors[field] = error
  }
  return errors
}

/**
 * Every error a form shows when Send is pressed on these values, as the form machine checks
 * them (`checkBeforeSending` in machines/form.machine.ts): each field filled in by its live
 * rules, then the submit rules. Empty means the browser sends them, and the service takes them.
 */
export function errorsAtSend(form: FormDefinition, values: FormValues): FormErrors {
  const errors: FormErrors = {}
  for (const [field, spec] of Object.entries(form.fields)) {
    const initial = spec.kind === 'checkbox' ? false : ''
    if (values[field] === initial) continue
    const error = fieldError(form, field, values)
    if (error) errors[field] = error
  }
  return { ...errors, ...submitErrors(form, values) }
}

/** The parameter of an e-mail enquiry that names its form (src/enquiry/send-form.ts). */
export const enquiryFormParam = 'form'
/** Each field of an e-mail enquiry goes as `field_` and its name in the definition. */
export const enquiryFieldPrefix = 'field_'
