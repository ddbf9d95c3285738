import type { Locale } from '../content/locales'
import {
  enquiryFieldPrefix,
  enquiryFormParam,
  errorsAtSend,
  isTooLong,
} from '../schemas/forms/check'
import { defaultEmailServiceId, templateIdOf } from '../schemas/email-ids'
import {
  isBlank,
  isShown,
  type FieldSpec,
  type FormDefinition,
  type FormValues,
} from '../schemas/forms/define'
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
 * Why the service refuses a field the browser could never have sent so: a value in a field the
 * form hides (src/enquiry/send-form.ts empties each), a choice the form does not offer, or text
 * its cleaning would change (markup in a letters-only name, headsets that are not digits). The
 * browser cleans as the visitor types, so what it sends is already clean.
 */
function ruleMessage(form: FormDefinition, name: string, values: FormValues, locale: Locale) {
  const spec = form.fields[name]!
  const value = values[name]
  if (typeof value !== 'string') return undefined
  const field = () => ({ field: fieldLabel(spec, name, locale) })
  if (!isShown(spec, values)) {
    return value === '' ? undefined : m.api_field_hidden_not_empty(field(), { locale })
  }
  if (spec.options && value !== '' && !spec.options.includes(value)) {
    return m.api_field_not_an_option(field(), { locale })
  }
  const clean = form.sanitize[name]
  if (clean && clean(value) !== value) return m.api_field_bad_character(field(), { locale })
  return undefined
}

/**
 * Refuses (a 422 with `{ message, errors }`, per field) an e-mail enquiry that names no e-mail form
 * of the site, carries a field its form does not have or one that is not text, holds fields
 * its form would refuse at Send, or holds what its form could not have sent (`ruleMessage`). A
 * field left out counts as empty. Answers the form's name.
 */
export function checkEnquiry(params: Record<string, unknown>, locale: Locale): string {
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
  for (const name of Object.keys(form.fields)) {
    const broken = errors[name] === undefined && ruleMessage(form, name, values, locale)
    if (broken) errors[name] = broken
  }
  const first = Object.values(errors)[0]
  if (first !== undefined) throw fail(422, () => first, errors)
  return form.id
}

/** The ids the outbox takes: the site's e-mail service, and each form's template. */
export type EmailIds = { serviceId: string; templates: string }
/** What the site sends with when nothing is configured (src/config.ts). */
export const siteEmailIds: EmailIds = { serviceId: defaultEmailServiceId, templates: '' }

/**
 * Refuses (a 422 naming the parameter) an enquiry sent with another e-mail service than the
 * site's, or with another template than its form's: ids of the right shape alone tied the message
 * to no form, and the template is what the team's inbox files it by.
 */
export function checkEmailIds(
  fields: Record<string, unknown>,
  form: string,
  ids: EmailIds,
  locale: Locale,
) {
  if (fields.service_id !== ids.serviceId) {
    const message = m.api_email_service_unknown({}, { locale })
    throw fail(422, () => message, { service_id: message })
  }
  if (fields.template_id !== templateIdOf(ids.templates, form)) {
    const message = m.api_email_template_mismatch({ form }, { locale })
    throw fail(422, () => message, { template_id: message })
  }
}
