import { timings } from '../../content/site'
import type { FormErrors, FormValues } from '../../machines/form.machine'
import { m } from '../paraglide/messages'
import {
  digitsOnly,
  emailInvalid,
  labelledLines,
  labels,
  lettersSpacesPeriods,
  requiredMessage,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

/** The checks in order; the first that fails is the one shown (docs/product.md, "Forms › School demo"). */
export function orderChecks(values: FormValues): FormErrors {
  const value = (field: string) => text(values, field).trim()
  const email = value('email')
  if (!value('name')) return { name: requiredMessage(labels.name) }
  if (!email) return { email: requiredMessage(labels.email) }
  if (!email.includes('@') && !email.includes('.')) return { email: emailInvalid }
  if (!value('message')) return { message: requiredMessage(labels.message) }
  if (!value('phone')) return { phone: requiredMessage(labels.phone) }
  // Lower case, as published.
  if (!value('designation')) return { designation: m.form_error_order_designation() }
  return {}
}

/** The school demo modal, from the Contact page's schools card. */
export const orderInquiryForm: FormDefinition = {
  id: 'order-inquiry',
  fields: {
    name: fields.name,
    email: fields.email,
    phone: { label: labels.phone, kind: 'tel', required: true, autoComplete: 'tel' },
    designation: fields.designation,
    school: fields.school,
    vrNum: { label: m.form_headsets_label(), kind: 'number' },
    country: fields.countryText,
    state: fields.state,
    message: fields.message,
  },
  sanitize: {
    phone: digitsOnly,
    vrNum: digitsOnly,
    country: lettersSpacesPeriods,
    state: lettersSpacesPeriods,
  },
  submitSequence: orderChecks,
  clearAllErrorsOnChange: true,
  successMessage: formMessages.contactSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_demo(),
  channel: { kind: 'email', template: 'orderInquiry' },
  compose: (values) => ({
    name: text(values, 'name').trim(),
    email: text(values, 'email').trim(),
    message: labelledLines(values, [
      ['phone', 'Phone'],
      ['designation', 'Designation'],
      ['school', 'School'],
      ['vrNum', 'Number of headsets'],
      ['country', 'Country'],
      ['state', 'State'],
      ['message', 'Message'],
    ]),
  }),
}
