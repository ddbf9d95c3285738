import { act, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../schemas/forms/define'
import { feedbackForm } from '../../../schemas/forms/feedback'
import { schoolDemoForm } from '../../../schemas/forms/school-demo'
import { subscribeForm } from '../../../schemas/forms/subscribe'
import { sendForm } from '../../../src/enquiry/send-form'
import { expectError, expectNoError, message, renderFilled, setField, submit } from './fill'

// The network is the only thing stood in for: every form is the real rendered form.
vi.mock('../../../src/enquiry/send-form', () => ({ sendForm: vi.fn(async () => 'OK') }))

/**
 * Through the rendered forms whose errors show at submit: an error clears on the next change of
 * its field, and a form that shows one does not send.
 */
beforeEach(() => {
  vi.mocked(sendForm).mockClear()
})

type SubmitRow = {
  form: FormDefinition
  field: string
  breaking: string
  error: string
  then: string
}

// Forms whose errors show at submit and clear on any change (school demo, feedback, subscribe).
const submitRows: SubmitRow[] = [
  { form: schoolDemoForm, field: 'name', breaking: '', error: 'Name is required', then: 'Ada' },
  {
    form: schoolDemoForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: schoolDemoForm,
    field: 'message',
    breaking: '',
    error: 'Message is required',
    then: message,
  },
  {
    form: schoolDemoForm,
    field: 'phone',
    breaking: '',
    error: 'Phone is required',
    then: '0123456789',
  },
  {
    form: schoolDemoForm,
    field: 'designation',
    breaking: '',
    error: 'designation is required',
    then: 'Principal',
  },
  {
    form: feedbackForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  {
    form: feedbackForm,
    field: 'message',
    breaking: '',
    error: 'Message is required',
    then: message,
  },
  {
    form: subscribeForm,
    field: 'email',
    breaking: 'ada',
    error: 'Email is invalid',
    then: 'ada@riverside.example',
  },
  { form: subscribeForm, field: 'name', breaking: '', error: 'Name is required', then: 'Ada' },
]

describe('submit-time errors clear on the next change, in every rendered form', () => {
  it.each(submitRows.map((row) => [row.form.id, row.field, row] as const))(
    '%s: %s',
    async (_form, _field, { form, field, breaking, error, then }) => {
      const spec = form.fields[field]!
      const user = await renderFilled(form)
      await setField(user, spec, breaking)
      await submit(user, form)
      await expectError(spec, error)
      expect(sendForm).not.toHaveBeenCalled()
      await setField(user, spec, then)
      expectNoError(spec, error)
      await submit(user, form)
      await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1))
    },
  )

  it('the subscribe form asks for the acknowledgement until it is ticked', async () => {
    const spec = subscribeForm.fields.acknowledge!
    const user = await renderFilled(subscribeForm)
    await setField(user, spec, '') // a click: unticks it
    await submit(user, subscribeForm)
    await expectError(spec, 'Please acknowledge')
    await act(() => setField(user, spec, ''))
    expectNoError(spec, 'Please acknowledge')
    await submit(user, subscribeForm)
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1))
  })
})
