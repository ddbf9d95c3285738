import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import * as field from '../fields'
import { checkedLive, lettersSpacesPeriods, rules } from '../fields'

/** 'General Inquiries', from the Contact page's students card. */
export const generalInquiriesForm = defineForm({
  id: 'generalInquiries',
  fields: {
    name: { ...checkedLive(field.name), sanitize: lettersSpacesPeriods },
    email: { ...field.email, live: rules.looseEmail },
    country: field.country,
    message: field.message,
  },
  submitLabel: m.form_submit_inquiry(),
  sendTo: 'email',
  compose: ({ pick, lines }) => ({
    ...pick('name', 'email'),
    message: lines('country', 'message'),
  }),
})
