import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../schemas/forms/define'
import { feedbackForm } from '../../schemas/forms/feedback'
import { generalInquiriesForm } from '../../schemas/forms/general-inquiries'
import { grantApplicationForm } from '../../schemas/forms/grant-application'
import { connectWithUsForm } from '../../schemas/forms/connect-with-us'
import { partnerVariantForm } from '../../schemas/forms/partner-variant'
import { partnershipForm } from '../../schemas/forms/partnership'
import { readOutbox, setupBrowser } from './browser'
import { asTheRoundStands } from './grant-round'

const { open } = setupBrowser()

/** A valid value for every field the e-mail forms have. */
const valid: Record<string, string> = {
  schoolName: 'Riverside Academy',
  personName: 'Amina Yusuf',
  designation: 'Science Lead',
  state: 'Nairobi',
  phone: '0123456789',
  website: 'https://riverside.example',
  message: 'We would like to bring a VR science lab to our school next term.',
  proposal: 'A regional programme for forty schools in East Africa, with teacher training.',
  fullname: 'Grace Hopper',
  school: 'Hill School',
  fname: 'Grace',
  lname: 'Hopper',
  companyOrOrganization: 'Hopper Learning',
  location: 'Nairobi, Kenya',
}

type Case = { form: FormDefinition; path: string; open: (page: Page) => Promise<Locator> }

const modal = (trigger: string) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name: trigger, exact: true }).first().click()
  const dialog = page.getByRole('dialog').last()
  await dialog.locator('form').waitFor()
  return dialog
}

const cases: Case[] = [
  { form: grantApplicationForm, path: '/lab-setup-and-learning', open: modal('Connect With Us') },
  {
    form: grantApplicationForm,
    path: '/',
    open: async (page) => {
      const dialog = await (async () => {
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Offer', exact: true })
          .first()
          .click()
        return page.getByRole('dialog').last()
      })()
      await dialog.getByRole('button', { name: asTheRoundStands.grab }).click()
      await dialog.locator('form').waitFor()
      return dialog
    },
  },
  { form: connectWithUsForm, path: '/BioVerse', open: modal('Learn More') },
  { form: partnershipForm, path: '/contactUs', open: modal('Explore Partnerships') },
  { form: generalInquiriesForm, path: '/contact', open: modal('Send an Inquiry') },
  {
    form: feedbackForm,
    path: '/blogs/the-thermite-reaction-without-the-risk',
    open: modal('Share your feedback'),
  },
  {
    form: partnerVariantForm,
    path: '/partnerwithus',
    open: async (page) => {
      const form = page.locator('#contact')
      await form.locator('form').waitFor()
      return form
    },
  },
]

/** A field by its label exactly, with or without the required asterisk. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`))

/** Fills every visible field with a valid value; returns what went into each text field. */
async function fill(scope: Locator, form: FormDefinition, runId: string) {
  const typed: Record<string, string> = {}
  for (const [name, spec] of Object.entries(form.fields)) {
    if (spec.showWhen) continue
    if (spec.kind === 'country') {
      await scope.getByRole('combobox', { name: /Country/ }).fill('keny')
      await scope.getByRole('option', { name: 'Kenya', exact: true }).click()
      continue
    }
    if (spec.kind === 'select') {
      await field(scope, spec.label).selectOption('Regional Partnership')
      continue
    }
    const value =
      name === 'email'
        ? `${runId}@example.org`
        : name === 'name'
          ? form === partnershipForm
            ? 'Hopper Learning'
            : 'Grace Hopper'
          : name === 'country'
            ? 'Kenya'
            : name === 'message' || name === 'proposal'
              ? `${valid[name]} Ref ${runId}.` // the run's id finds the outbox entry
              : (valid[name] ?? 'A valid answer')
    await field(scope, spec.label).fill(value)
    if (spec.kind === 'text') typed[name] = value
  }
  return typed
}

describe('every e-mail form, from its trigger, in Chromium', () => {
  it.each(cases.map((c, i) => ({ ...c, label: `${c.form.id} on ${c.path}`, i })))(
    '$label: a failed send keeps every value; a valid send reaches the outbox and shows success',
    async ({ form, path, open: openForm, i }) => {
      const runId = `every-${i}-${Date.now()}`
      const { page } = await open(path)
      const scope = await openForm(page)
      const typed = await fill(scope, form, runId)

      // The send fails: the failure message shows and nothing typed is lost.
      // An answer that refuses: a send that finds no network is kept for later instead
      // (offline-queue.e2e.ts).
      await page.route('**/api/v1.0/email/send', (route) =>
        route.fulfill({ status: 500, body: 'Server error' }),
      )
      await scope.getByRole('button', { name: form.submitLabel }).click()
      await scope.getByRole('alert').getByText(form.failureMessage).waitFor()
      for (const [name, value] of Object.entries(typed)) {
        expect(await field(scope, form.fields[name]!.label).inputValue()).toBe(value)
      }
      const kept = Object.keys(typed)[0]!

      // The send works: the form's success text, the form resets, the message is in the outbox.
      await page.unroute('**/api/v1.0/email/send')
      await scope.getByRole('button', { name: form.submitLabel }).click()
      await scope.getByText(form.successMessage).waitFor()
      expect(await field(scope, form.fields[kept]!.label).inputValue()).toBe('')
      const sent = (await readOutbox()).filter((m) =>
        JSON.stringify(m.templateParams).includes(runId),
      )
      expect(sent).toHaveLength(1)
      expect(sent[0]!.templateId).toBe(
        `template_${form.channel.kind === 'email' ? form.channel.template : ''}`,
      )
      // The payload keys (docs/product.md, "Forms › What is sent") and the visitor's language (the outbox's jsonb keeps no order).
      expect(Object.keys(sent[0]!.templateParams).sort()).toEqual(
        [
          ...Object.keys(form.compose({}, {})),
          'locale',
          'form',
          ...Object.keys(form.fields).map((name) => `field_${name}`),
        ].sort(),
      )
      expect(sent[0]!.templateParams.message).toMatch(/\n\nLanguage: English \(en\)$/)
    },
  )
})
