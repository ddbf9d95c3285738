import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import { checkedLive, fields, lettersSpacesPeriods, rules } from '../fields'

/** The shared About section's 'Get Involved' form: it sends its fields as they are. */
export const generalContactForm = defineForm({
  id: 'generalContact',
  fields: {
    name: { ...checkedLive(fields.name), sanitize: lettersSpacesPeriods },
    email: { ...fields.email, live: rules.looseEmail },
    country: fields.country,
    message: checkedLive(fields.message),
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  compose: ({ pick }) => pick('name', 'email', 'message', 'country'),
})
