import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import * as field from '../fields'
import { checkedLive, lettersSpacesPeriods, rules } from '../fields'

/** The shared About section's 'Get Involved' form: it sends its fields as they are. */
export const generalContactForm = defineForm({
  id: 'generalContact',
  fields: {
    name: { ...checkedLive(field.name), sanitize: lettersSpacesPeriods },
    email: { ...field.email, live: rules.looseEmail },
    country: field.country,
    message: checkedLive(field.message),
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  compose: ({ pick }) => pick('name', 'email', 'message', 'country'),
})
