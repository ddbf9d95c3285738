import { limits, timings } from '../../content/site'
import { formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'
import { labelledLines, labels, rules, text, type FormDefinition, fields } from './define'
import { formMessages } from './messages'

/** Step 2 of the offer modal, and the grant contact modal (docs/product.md, "Forms › Grant application"). */
export const grantApplicationForm: FormDefinition = {
  id: 'grant-application',
  fields: {
    schoolName: fields.schoolName,
    personName: fields.personName,
    designation: fields.designation,
    country: fields.country,
    website: fields.website,
    message: fields.message,
  },
  live: {
    schoolName: rulesSchoolName(),
    personName: rules.required(labels.personName),
    designation: rules.required(labels.designation),
    message: rules.messageLength,
  },
  requiredAtSubmit: ['schoolName', 'personName', 'designation', 'country', 'message'],
  successMessage: formMessages.grantSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: m.form_submit_application(),
  channel: { kind: 'email', template: 'grantApplication' },
  compose: (values) => ({
    schoolName: text(values, 'schoolName').trim(),
    personName: text(values, 'personName').trim(),
    message: [
      labelledLines(values, [
        ['designation', 'Designation'],
        ['country', 'Country'],
        ['website', 'Website'],
      ]),
      text(values, 'message').trim(),
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),
}

function rulesSchoolName() {
  return rules.minTrimmed(
    limits.schoolNameMin,
    m.form_error_school_name_min({ min: formatNumber(limits.schoolNameMin) }),
  )
}
