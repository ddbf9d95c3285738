import { timings } from '../../content/site'
import { labelledLines, rules, text, type FormDefinition } from './define'
import { formMessages } from './messages'

/** Step 2 of the offer modal, and the grant contact modal (spec 5, "Grant application"). */
export const grantApplicationForm: FormDefinition = {
  id: 'grant-application',
  fields: {
    schoolName: {
      label: 'School Name',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
    },
    personName: { label: 'Person Name', kind: 'text', required: true, autoComplete: 'name' },
    designation: {
      label: 'Designation',
      kind: 'text',
      required: true,
      autoComplete: 'organization-title',
    },
    country: { label: 'Country', kind: 'country', required: true },
    website: { label: 'Website', kind: 'url', autoComplete: 'url' },
    message: {
      label: 'Message',
      kind: 'textarea',
      required: true,
      placeholder: formMessages.messagePlaceholder,
    },
  },
  live: {
    schoolName: rulesSchoolName(),
    personName: rules.required('Person Name'),
    designation: rules.required('Designation'),
    message: rules.messageLength,
  },
  requiredAtSubmit: ['schoolName', 'personName', 'designation', 'country', 'message'],
  successMessage: formMessages.grantSuccess,
  failureMessage: formMessages.sendFailure,
  successDuration: timings.successMessage,
  submitLabel: 'Submit Application',
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
  return rules.minTrimmed(10, 'School Name must be at least 10 characters')
}
