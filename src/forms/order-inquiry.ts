import { timings } from '../../content/site'
import type { FormErrors, FormValues } from '../../machines/form.machine'
import {
  digitsOnly,
  labelledLines,
  lettersSpacesPeriods,
  text,
  type FormDefinition,
  fields,
} from './define'
import { formMessages } from './messages'

/** The checks in the spec's order; the first that fails is the one shown (spec 5, "Order form"). */
export function orderChecks(values: FormValues): FormErrors {
  const value = (field: string) => text(values, field).trim()
  const email = value('email')
  if (!value('name')) return { name: 'Name is required' }
  if (!email) return { email: 'Email is required' }
  if (!email.includes('@') && !email.includes('.')) return { email: 'Email is invalid' }
  if (!value('message')) return { message: 'Message is required' }
  if (!value('phone')) return { phone: 'Phone is required' }
  if (!value('designation')) return { designation: 'designation is required' }
  return {}
}

/** The school demo modal, from the Contact page's schools card (spec 5, "Order form"). */
export const orderInquiryForm: FormDefinition = {
  id: 'order-inquiry',
  fields: {
    name: fields.name,
    email: fields.email,
    phone: { label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
    designation: fields.designation,
    school: fields.school,
    vrNum: { label: 'Number of headsets', kind: 'number' },
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
  submitLabel: 'Book a Demo',
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
