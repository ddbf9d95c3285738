import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import { checkedLive, fields, lettersSpacesPeriods, rules } from '../fields'

/** 'General Inquiries', from the Contact page's students card. */
export const generalInquiriesForm = defineForm({
  id: 'generalInquiries',
  fields: {
    name: { ...checkedLive(fields.name), sanitize: lettersSpacesPeriods },
    email: { ...fields.email, live: rules.looseEmail },
    country: fields.country,
    message: fields.message,
  },
  submitLabel: m.form_submit_inquiry(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines('country', 'message'),
  }),
})
