import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { EnquiryForm } from '../../src/enquiry/enquiry-form'
import { sendForm } from '../../src/enquiry/send-form'

vi.mock('../../src/enquiry/send-form', () => ({ sendForm: vi.fn(async () => 'OK') }))

const labelled = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) })

describe('a form handed values to start with', () => {
  it('shows them as typed, cleaned and checked, and sends them with the rest', async () => {
    const message = 'A proposal for forty headsets across two science labs, written for us.'
    render(
      <EnquiryForm
        form={schoolContactForm}
        initialValues={{ message, phone: '123', unknownField: 'ignored' }}
      />,
    )
    await waitFor(() => expect(labelled('Message')).toHaveValue(message))
    // Checked live, as if typed: a phone of three digits is wrong.
    expect(labelled('Phone Number')).toHaveAccessibleDescription(
      'Phone Number must be 10 characters long',
    )
    const user = userEvent.setup()
    await user.clear(labelled('Phone Number'))
    for (const [label, value] of [
      ['School Name', 'Riverside Academy'],
      ['Person Name', 'Ada Lovelace'],
      ['Designation', 'Principal'],
      ['Email', 'ada@riverside.example'],
    ] as const) {
      await user.type(labelled(label), value)
    }
    // Started on, the form fetches the country list: the combobox (its list, `aria-controls`)
    // takes the stand-in's place once it is there, and the click goes to that one.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAttribute('aria-controls'),
    )
    await user.click(screen.getByRole('combobox', { name: /^Country/ }))
    await user.paste('Kenya')
    await user.click(await screen.findByRole('option', { name: 'Kenya' }))
    await user.click(screen.getByRole('button', { name: schoolContactForm.submitLabel }))
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1))
    const values = vi.mocked(sendForm).mock.calls[0]![1]
    expect(values).toMatchObject({ message, schoolName: 'Riverside Academy', country: 'KE' })
    expect(values).not.toHaveProperty('unknownField')
  })
})
