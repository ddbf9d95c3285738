import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { schoolContactForm } from '../../../schemas/forms/school-contact'
import { EnquiryForm } from '../../../src/enquiry/enquiry-form'
import { sendForm } from '../../../src/enquiry/send-form'

vi.mock('../../../src/enquiry/send-form', () => ({ sendForm: vi.fn(async () => 'OK') }))

/** Whether `element` is inside a live region (aria-live other than off, or a status or alert). */
const insideLiveRegion = (element: Element) =>
  !!element.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')

describe('the errors of an empty submit are announced once', () => {
  it('through the first invalid field, which takes focus, not as a live region each', async () => {
    const user = userEvent.setup()
    render(<EnquiryForm form={schoolContactForm} />)
    await user.click(screen.getByRole('button', { name: schoolContactForm.submitLabel }))

    // Several fields are wrong at once (the six messages that used to speak together).
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(1),
    )
    const invalid = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
    // Focus goes to the first of them, which says what is wrong with it as its description.
    await waitFor(() => expect(invalid[0]).toHaveFocus())
    expect(invalid[0]).toHaveAccessibleDescription('School Name is required')
    for (const field of invalid) {
      const error = document.getElementById(field.getAttribute('aria-describedby') ?? '')
      expect(error?.textContent, field.id).not.toBe('')
      // Not one of the errors is a live region, or inside one.
      expect(insideLiveRegion(error!), `${field.id}'s error is live`).toBe(false)
    }
    // The form's own live regions say nothing: there is nothing sent or failed to report.
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.getByRole('alert')).toHaveTextContent('')
    expect(sendForm).not.toHaveBeenCalled()
  })
})
