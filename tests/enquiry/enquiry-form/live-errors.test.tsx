import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../schemas/forms/define'
import { generalContactForm } from '../../../schemas/forms/general-contact'
import { generalInquiriesForm } from '../../../schemas/forms/general-inquiries'
import { grantApplicationForm } from '../../../schemas/forms/grant-application'
import { connectWithUsForm } from '../../../schemas/forms/connect-with-us'
import { partnerVariantForm } from '../../../schemas/forms/partner-variant'
import { partnershipForm } from '../../../schemas/forms/partnership'
import { schoolContactForm } from '../../../schemas/forms/school-contact'
import { waitlistForm } from '../../../schemas/forms/waitlist'
import { sendForm } from '../../../src/enquiry/send-form'
import { expectError, expectNoError, message, renderFilled, setField, submit } from './fill'

// The network is the only thing stood in for: every form is the real rendered form.
vi.mock('../../../src/enquiry/send-form', () => ({ sendForm: vi.fn(async () => 'OK') }))

/**
 * Through the rendered forms: a field shows an error only while its value breaks a rule, an
 * optional field left empty is valid, and a form that shows a real error does not send.
 */
beforeEach(() => {
  vi.mocked(sendForm).mockClear()
})

type LiveRow = {
  form: FormDefinition
  field: string
  breaking: string
  error: string
  /** What follows: a good value, or '' for an optional field left empty. */
  then: string
  others?: Record<string, string>
  /** The submit rules' message, where it differs from the live one. */
  atSubmit?: string
}

// Forms whose errors appear live, per field (docs/product.md, "Forms"): every field with a live rule.
const liveRows: LiveRow[] = [
  {
    form: schoolContactForm,
    field: 'schoolName',
    breaking: '  ',
    error: 'School Name is required',
    then: 'Riverside Academy',
  },
  {
    form: schoolContactForm,
    field: 'personName',
    breaking: ' ',
    error: 'Person Name is required',
    then: 'Ada Lovelace',
  },
  {
    form: schoolContactForm,
    field: 'designation',
    breaking: ' ',
    error: 'Designation is required',
    then: 'Principal',
  },
  {
    form: schoolContactForm,
    field: 'phone',
    breaking: '123',
    error: 'Phone Number must be 10 characters long',
    then: '0123456789',
  },
  {
    form: schoolContactForm,
    field: 'phone',
    breaking: '123',
    error: 'Phone Number must be 10 characters long',
    then: '',
  },
  {
    form: schoolContactForm,
    field: 'email',
    breaking: 'ada@riverside',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: schoolContactForm,
    field: 'message',
    breaking: 'Too short',
    error: 'Message must be between 30 and 500 characters',
    then: message,
  },
  {
    form: grantApplicationForm,
    field: 'schoolName',
    breaking: 'Short',
    error: 'School Name must be at least 10 characters',
    then: 'Riverside Academy',
  },
  {
    form: grantApplicationForm,
    field: 'personName',
    breaking: ' ',
    error: 'Person Name is required',
    then: 'Ada Lovelace',
  },
  {
    form: grantApplicationForm,
    field: 'designation',
    breaking: ' ',
    error: 'Designation is required',
    then: 'Principal',
  },
  {
    form: grantApplicationForm,
    field: 'message',
    breaking: 'x'.repeat(501),
    error: 'Message must be between 30 and 500 characters',
    then: message,
  },
  {
    form: generalContactForm,
    field: 'name',
    breaking: '123',
    error: 'Name is required',
    then: 'Ada',
  },
  {
    form: generalContactForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: generalContactForm,
    field: 'message',
    breaking: '   ',
    error: 'Message is required',
    then: message,
  },
  {
    form: generalInquiriesForm,
    field: 'name',
    breaking: ' ',
    error: 'Name is required',
    then: 'Ada',
  },
  {
    form: generalInquiriesForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  { form: connectWithUsForm, field: 'name', breaking: ' ', error: 'Name is required', then: 'Ada' },
  {
    form: connectWithUsForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: connectWithUsForm,
    field: 'phone',
    breaking: '12345',
    error: 'Phone number must be 10 digits',
    then: '0123456789',
  },
  {
    form: partnershipForm,
    field: 'name',
    breaking: ' ',
    error: 'Name is required',
    then: 'Riverside Trust',
  },
  {
    form: partnershipForm,
    field: 'fullname',
    breaking: ' ',
    error: 'Full Name is required',
    then: 'Ada Lovelace',
  },
  {
    form: partnershipForm,
    field: 'phone',
    breaking: '12345',
    error: 'Phone Number must be atleast 10 characters long',
    then: '',
  },
  {
    form: partnershipForm,
    field: 'website',
    breaking: ' ',
    error: 'Website is required',
    then: 'https://riverside.example',
  },
  {
    form: partnershipForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: partnershipForm,
    field: 'partnershipType',
    breaking: '',
    error: 'Partnership type is required',
    atSubmit: 'Partnership Type is required',
    // 'Other' reveals the field of the next row.
    then: 'Other',
  },
  {
    form: partnershipForm,
    field: 'otherPartnershipType',
    breaking: 'Museum',
    error: 'Other Partnership Type must be between 10 and 50 characters',
    then: 'Museum partnership',
  },
  {
    form: partnerVariantForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  { form: waitlistForm, field: 'name', breaking: ' ', error: 'Name is required', then: 'Ada' },
  {
    form: waitlistForm,
    field: 'email',
    breaking: 'ada@riverside',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
]

describe('live errors tell the truth, in every rendered form', () => {
  // One render per form: each of its rows breaks a field, checks the error and that the form
  // refuses to send, then corrects it (or empties an optional field) and checks the error is
  // gone from the whole form. Last, the form sends, with the optional fields left empty.
  const forms = [...new Set(liveRows.map((row) => row.form))]
  it.each(forms.map((form) => [form.id, form] as const))('%s', async (_id, form) => {
    const rows = liveRows.filter((row) => row.form === form)
    const user = await renderFilled(form, Object.assign({}, ...rows.map((row) => row.others)))
    for (const { field, breaking, error, then, atSubmit } of rows) {
      const spec = form.fields[field]!
      await setField(user, spec, breaking)
      await expectError(spec, error)
      await submit(user, form)
      expect(sendForm, `${field} = ${JSON.stringify(breaking)}`).not.toHaveBeenCalled()
      await expectError(spec, atSubmit ?? error)

      await setField(user, spec, then)
      expectNoError(spec, atSubmit ?? error)
      expect(document.querySelectorAll('[aria-invalid="true"]'), `after ${field}`).toHaveLength(0)
    }
    await submit(user, form)
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('status')).toHaveTextContent(form.successMessage)
  })

  it("a hidden 'Other' type with a short value does not hold the partnership form back", async () => {
    const spec = partnershipForm.fields.otherPartnershipType!
    const user = await renderFilled(partnershipForm, { partnershipType: 'Other' })
    await setField(user, spec, 'Museum')
    await expectError(spec, 'Other Partnership Type must be between 10 and 50 characters')
    await setField(user, partnershipForm.fields.partnershipType!, 'Regional Partnership')
    await submit(user, partnershipForm)
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1))
  })
})
