import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { EnquiryForm } from '../../../src/enquiry/enquiry-form'
import type { FieldSpec, FormDefinition } from '../../../schemas/forms/define'

// Filling the rendered forms as a person would, and reading their errors: for the tables of
// live-errors.test.tsx and submit-errors.test.tsx.

export const message = 'We would like a demo of the chemistry labs for grade 9 next term.'

/** A valid value for each kind of field, as a person would type or paste it. */
export function validValue(name: string, spec: FieldSpec): string {
  if (name === 'otherPartnershipType') return 'Museum partnership'
  switch (spec.kind) {
    case 'email':
      return 'ada@riverside.example'
    case 'tel':
      return '0123456789'
    case 'url':
      return 'https://riverside.example'
    case 'textarea':
      return message
    case 'number':
      return '30'
    default:
      return name === 'schoolName' ? 'Riverside Academy' : 'Ada Lovelace'
  }
}

export const control = (spec: FieldSpec) =>
  screen.getByRole(
    spec.kind === 'select' || spec.kind === 'country'
      ? 'combobox'
      : spec.kind === 'checkbox'
        ? 'checkbox'
        : 'textbox',
    { name: spec.label },
  )

export type User = ReturnType<typeof userEvent.setup>

export async function setField(user: User, spec: FieldSpec, value: string) {
  if (spec.kind === 'country') {
    // The country list is a chunk of its own: a pointer over the field fetches it, and the
    // combobox (with its list, `aria-controls`) takes the stand-in's place once it is there. The
    // click waits for that one: user-event's steps of one click are apart in time, and a stand-in
    // replaced between them would take a click that no longer reaches the page.
    await user.hover(await screen.findByRole('combobox', { name: spec.label }))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: spec.label })).toHaveAttribute('aria-controls'),
    )
    await user.click(screen.getByRole('combobox', { name: spec.label }))
    await user.paste(value)
    await user.click(await screen.findByRole('option', { name: value }))
    return
  }
  if (spec.kind === 'select') return user.selectOptions(control(spec), value || 'Choose one')
  if (spec.kind === 'checkbox') return user.click(control(spec))
  const field = control(spec)
  await user.clear(field)
  if (value) {
    await user.click(field)
    await user.paste(value)
  }
}

/** Renders the form and fills every field it shows with a valid value. */
export async function renderFilled(form: FormDefinition, values: Record<string, string> = {}) {
  const user = userEvent.setup()
  render(<EnquiryForm form={form} />)
  for (const [name, spec] of Object.entries(form.fields)) {
    if (spec.showWhen && values[spec.showWhen.field] !== spec.showWhen.equals) continue
    const value =
      values[name] ??
      (spec.kind === 'country'
        ? 'United Kingdom'
        : spec.kind === 'select'
          ? (spec.options?.[0] ?? '')
          : validValue(name, spec))
    await setField(user, spec, value)
  }
  return user
}

export async function submit(user: User, form: FormDefinition) {
  await user.click(screen.getByRole('button', { name: form.submitLabel }))
}

export const expectError = async (spec: FieldSpec, error: string) =>
  waitFor(() => {
    expect(control(spec)).toHaveAttribute('aria-invalid', 'true')
    expect(control(spec)).toHaveAccessibleDescription(error)
  })
export const expectNoError = (spec: FieldSpec, error: string) => {
  expect(control(spec)).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByText(error)).toBeNull()
}
