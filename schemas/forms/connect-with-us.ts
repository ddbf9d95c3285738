import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import * as field from '../fields'
import { checkedLive, lettersSpacesPeriods, rules } from '../fields'

/** 'Connect With Us': only name, e-mail and one message of labelled lines are sent. */
export const connectWithUsForm = defineForm({
  id: 'connectWithUs',
  fields: {
    name: { ...checkedLive(field.name), sanitize: lettersSpacesPeriods },
    email: { ...field.email, live: rules.looseEmail },
    phone: { ...field.phone, live: rules.phoneDigits },
    designation: { ...field.designation, sanitize: lettersSpacesPeriods },
    country: field.countryText,
    state: { ...field.state, sanitize: lettersSpacesPeriods },
    school: field.school,
    message: field.message,
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines('country', 'state', 'phone', 'designation', 'school', 'message'),
  }),
})
