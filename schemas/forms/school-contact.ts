import { limits } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, formatNumber } from './define'
import { checkedLive, fields, rules } from '../fields'

/** The school contact modal ('Get in Touch'). Message length and phone are checked live only. */
export const schoolContactForm = defineForm({
  id: 'schoolContact',
  fields: {
    schoolName: checkedLive(fields.schoolName),
    personName: checkedLive(fields.personName),
    designation: checkedLive(fields.designation),
    country: fields.country,
    state: fields.state,
    phone: {
      ...fields.phoneNumber,
      live: rules.phoneLength(
        m.form_error_phone_length({ length: formatNumber(limits.phoneLength) }),
      ),
    },
    email: { ...fields.email, live: rules.strictEmail },
    website: fields.website,
    message: { ...fields.message, live: rules.messageLength },
  },
  submitLabel: m.form_submit_message(),
  sendTo: 'email',
  // Every line is sent, the empty ones too.
  compose: ({ pick, everyLine }) => ({
    ...pick('schoolName', 'personName', 'email'),
    message: everyLine('phone', 'email', 'message', 'website', 'designation', 'country', 'state'),
  }),
})
