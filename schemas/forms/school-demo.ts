import type { FormErrors, FormValues } from './define'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, requiredMessage, text } from './define'
import { digitsOnly, emailInvalid, fields, labels, lettersSpacesPeriods } from '../fields'

/**
 * The demo form's checks, in order; the first that fails is the only one shown. Its e-mail check
 * refuses only an address with neither an '@' nor a '.', and its designation message is in lower
 * case: both as the product has always had them.
 */
export function schoolDemoChecks(values: FormValues): FormErrors {
  const value = (name: string) => text(values, name).trim()
  const email = value('email')
  if (!value('name')) return { name: requiredMessage(labels.name) }
  if (!email) return { email: requiredMessage(labels.email) }
  if (!email.includes('@') && !email.includes('.')) return { email: emailInvalid }
  if (!value('message')) return { message: requiredMessage(labels.message) }
  if (!value('phone')) return { phone: requiredMessage(labels.phone) }
  if (!value('designation')) return { designation: m.form_error_order_designation() }
  return {}
}

/** 'Book a School Demo', from the Contact page's schools card; any change clears the errors. */
export const schoolDemoForm = defineForm({
  id: 'schoolDemo',
  fields: {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    designation: fields.designation,
    school: fields.school,
    vrNum: {
      label: m.form_headsets_label(),
      kind: 'number',
      sanitize: digitsOnly,
      line: 'Number of headsets',
    },
    country: fields.countryText,
    state: { ...fields.state, sanitize: lettersSpacesPeriods },
    message: fields.message,
  },
  submitSequence: schoolDemoChecks,
  clearAllErrorsOnChange: true,
  submitLabel: m.form_submit_demo(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines('phone', 'designation', 'school', 'vrNum', 'country', 'state', 'message'),
  }),
})
