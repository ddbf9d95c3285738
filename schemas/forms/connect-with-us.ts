import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import { checkedLive, fields, lettersSpacesPeriods, rules } from '../fields'

/** 'Connect With Us': only name, e-mail and one message of labelled lines are sent. */
export const connectWithUsForm = defineForm({
  id: 'connectWithUs',
  fields: {
    name: { ...checkedLive(fields.name), sanitize: lettersSpacesPeriods },
    email: { ...fields.email, live: rules.looseEmail },
    phone: { ...fields.phone, live: rules.phoneDigits },
    designation: { ...fields.designation, sanitize: lettersSpacesPeriods },
    country: fields.countryText,
    state: { ...fields.state, sanitize: lettersSpacesPeriods },
    school: fields.school,
    message: fields.message,
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines('country', 'state', 'phone', 'designation', 'school', 'message'),
  }),
})
