import { limits } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'
import { defineForm, formatNumber, formMessages } from './define'
import { checkedLive, fields, rules } from '../fields'

/** The grant application: step 2 of the offer modal, and the 'Apply for the Grant' modal. */
export const grantApplicationForm = defineForm({
  id: 'grantApplication',
  fields: {
    schoolName: {
      ...fields.schoolName,
      live: rules.minTrimmed(
        limits.schoolNameMin,
        m.form_error_school_name_min({ min: formatNumber(limits.schoolNameMin) }),
      ),
    },
    personName: checkedLive(fields.personName),
    designation: checkedLive(fields.designation),
    country: fields.country,
    website: fields.website,
    message: { ...fields.message, live: rules.messageLength },
  },
  successMessage: formMessages.grantSuccess,
  submitLabel: m.form_submit_application(),
  sendTo: 'email',
  // The labelled lines, then the visitor's own text.
  compose: ({ pick, lines, text }) => ({
    ...pick('schoolName', 'personName'),
    message: [lines('designation', 'country', 'website'), text('message')]
      .filter(Boolean)
      .join('\n\n'),
  }),
})
