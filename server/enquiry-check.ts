import type { Locale } from '../content/locales'
import {
  enquiryFieldPrefix,
  enquiryFormParam,
  errorsAtSend,
  isTooLong,
} from '../schemas/forms/check'
import { isBlank, type FieldSpec, type FormValues } from '../schemas/forms/define'
import { emailForms } from '../schemas/forms/email-forms'
import { maxLengthOf } from '../schemas/fields'
import { m } from '../src/paraglide/messages.js'
import { fail } from './http'
import { formatNumber } from './locale'

// The outbox's check of an e-mail enquiry: the form its `form` parameter names, and that form's
// fields (`field_<name>`) checked by the very checks the browser runs (schemas/forms/check.ts).
// The answer is worded in the request's language; the browser's own words are its build's.

/** Every label a form field has, each a message the service can word in any language. */
const labelMessages = [
  m.form_name_label,
  m.form_email_label,
  m.form_country_label,
  m.form_state_label,
  m.form_website_label,
  m.form_school_label,
  m.form_school_name_label,
  m.form_person_name_label,
  m.form_designation_label,
  m.form_message_label,
  m.form_phone_label,
  m.form_phone_number_label,
  m.form_headsets_label,
  m.form_first_name_label,
  m.form_last_name_label,
  m.form_company_label,
  m.form_location_label,
  m.form_experience_label,
  m.form_organization_name_label,
  m.form_full_name_label,
  m.form_partnership_type_label,
  m.form_other_partnership_type_label,
  m.form_proposal_label,
]
/** A definition's label (as the service loaded it) to its message. */
const byLabel = new Map<string, (typeof labelMessages)[number]>(
  labelMessages.map((message) => [message(), message]),
)

/** A field's name in a language: its label's message; its own name if it has none. */
export function fieldLabel(spec: FieldSpec, name: string, locale: Locale) {
  return byLabel.get(spec.messageName ?? spec.label)?.({}, { locale }) ?? name
}

/** Why the service refuses one field, in a language: blank, too long, or against its rules. */
function serviceMessage(spec: FieldSpec, name: string, value: unknown, locale: Locale) {
  const field = fieldLabel(spec, name, locale)
  if (isBlank(spec, value as string)) return m.api_field_required({ field }, { locale })
  if (isTooLong(spec, value as string)) {
    const max = formatNumber(maxLengthOf(spec), locale)
    return m.api_field_too_long({ field, max }, { locale })
  }
  return m.api_field_invalid({ field }, { locale })
}

/**
 * Refuses (a 422 with `{ message, errors }`, per field) an e-mail enquiry that names no e-mail form
 * of the site, carries a field its form does not have or one that is not text, or holds fields
 * its form would refuse at Send. A field left out counts as empty.
 */
export function checkEnquiry(params: Record<string, unknown>, locale: Locale) {
  const named = params[enquiryFormParam]
  const form = typeof named === 'string' ? emailForms.get(named) : undefined
  if (!form) {
    const message = m.api_enquiry_unknown_form({}, { locale })
    throw fail(422, () => message, { [enquiryFormParam]: message })
  }
  const values: FormValues = {}
  const errors: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(enquiryFieldPrefix)) continue
    const name = key.slice(enquiryFieldPrefix.length)
    const spec = Object.hasOwn(form.fields, name) ? form.fields[name] : undefined
    if (!spec) errors[key] = m.api_unknown_field({ field: key }, { locale })
    else if (typeof value !== 'string') {
      errors[name] = m.api_field_not_text({ field: fieldLabel(spec, name, locale) }, { locale })
    } else values[name] = value
  }
  for (const name of Object.keys(form.fields)) values[name] ??= ''
  for (const name of Object.keys(errorsAtSend(form, values))) {
    errors[name] ??= serviceMessage(form.fields[name]!, name, values[name], locale)
  }
  const first = Object.values(errors)[0]
  if (first !== undefined) throw fail(422, () => first, errors)
}
