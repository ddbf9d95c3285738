// @vitest-environment node
// The forms' one definition feeds both the privacy notice's "What our forms collect" and the
// trust center's table (src/trust/forms.ts): a field a definition gains shows on both.
import { afterEach, describe, expect, it } from 'vitest'
import { retention } from '../../content/facts'
import { formWords } from '../../content/pages/privacy-forms'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { everyForm } from '../../src/trust/form-list'
import { fieldsSentence, formRows, privacyFormsSection } from '../../src/trust/forms'
import { privacyForms, trustData } from '../../src/trust/load'

const number = (n: number) => String(n)
const fields = schoolContactForm.fields as Record<string, unknown>

afterEach(() => {
  delete fields.districtId
})

describe('what each form collects', () => {
  it('lists every form once, with where it goes and how long it is kept', () => {
    const rows = formRows(everyForm, '')
    expect(rows.map((row) => row.id)).toEqual(Object.keys(formWords.names))
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]))
    expect(byId.schoolContact).toMatchObject({
      destination: 'outbox',
      keptMonths: retention.emailMonths,
    })
    expect(byId.waitlist).toMatchObject({
      destination: 'waitlist',
      keptMonths: retention.waitlistMonths,
    })
    expect(byId.subscribe).toMatchObject({ destination: 'subscribers', keptMonths: null })
    // With an e-mail API configured, the e-mail forms go there instead of the outbox.
    expect(formRows(everyForm, 'https://api.emailjs.com')[1]!.destination).toBe('emailService')
  })

  it('names the school contact form’s fields, required first, by their labels', () => {
    const row = formRows(everyForm, '').find((r) => r.id === 'schoolContact')!
    expect(fieldsSentence(row, formWords)).toBe(
      'Required: School Name, Person Name, Designation, Country, Email, Message. ' +
        'Optional: State, Phone Number, Website.',
    )
  })

  it('a field added to a definition appears in the privacy notice and on the trust page', () => {
    const label = 'District ID'
    const before = JSON.stringify(privacyForms())
    expect(before).not.toContain(label)
    fields.districtId = { label, kind: 'text' }
    const privacy = privacyFormsSection(formRows(everyForm, ''), formWords, number)
    const facts = privacy.blocks.find((block) => block.kind === 'facts')
    expect(facts?.kind === 'facts' && facts.items[1]?.detail).toContain(
      `Optional: State, Phone Number, Website, ${label}.`,
    )
    expect(JSON.stringify(privacyForms())).toContain(label)
    const trust = trustData().forms.find((form) => form.id === 'schoolContact')
    expect(trust?.fields.at(-1)).toEqual({ label, required: false })
    expect(trust?.fieldsText).toContain(label)
  })
})
