import { limits } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, formatNumber } from './define'
import * as field from '../fields'
import { checkedLive, rules } from '../fields'

/** The school contact modal ('Get in Touch'). Message length and phone are checked live only. */
export const schoolContactForm = defineForm({
  id: 'schoolContact',
  fields: {
    schoolName: checkedLive(field.schoolName),
    personName: checkedLive(field.personName),
    designation: checkedLive(field.designation),
    country: field.country,
    state: field.state,
    phone: {
      ...field.phoneNumber,
      live: rules.phoneLength(
        m.form_error_phone_length({ length: formatNumber(limits.phoneLength) }),
      ),
    },
    email: { ...field.email, live: rules.strictEmail },
    website: field.website,
    message: { ...field.message, live: rules.messageLength },
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  // Every line is sent, the empty ones too.
  compose: ({ pick, everyLine }) => ({
    ...pick('schoolName', 'personName', 'email'),
    message: everyLine('phone', 'email', 'message', 'website', 'designation', 'country', 'state'),
  }),
})
