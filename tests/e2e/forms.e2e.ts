import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { timings } from '../../content/facts'
import { modalCopy as modalsFr } from '../../content/modals.fr'
import fr from '../../messages/fr.json'
import { formMessages } from '../../schemas/forms/define'
import { readOutbox, setupBrowser } from './browser'

const { open } = setupBrowser()

async function openModal(page: Page, trigger: string, title: string) {
  await page.getByRole('main').getByRole('button', { name: trigger, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.locator('form').waitFor()
  return dialog
}

async function chooseCountry(scope: ReturnType<Page['getByRole']>, search: string, name: string) {
  const box = scope.getByRole('combobox', { name: /Country/ })
  await box.fill(search)
  await scope.getByRole('option', { name, exact: true }).click()
}

describe('school contact form (hero Get in Touch, /svs Connect with Us)', () => {
  it('shows the forms’ messages live and at submit, then sends to the outbox and shows success for 5 s', async () => {
    // The clock is the test's to move on (time still flows), so the 5 s are the page's 5 s.
    const { page } = await open('/svs', { clock: true })
    // Unique: other tests write to the same outbox at the same time.
    const school = `Lakeside School ${Date.now()}`
    const dialog = await openModal(page, 'Connect with Us', 'Get in Touch')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    for (const message of [
      'School Name is required',
      'Person Name is required',
      'Designation is required',
      'Country is required',
      'Email is required',
      'Message is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor()
    }
    // Focus moves to the first field in error, which names its error.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement
          const error = document.getElementById(focused?.getAttribute('aria-describedby') ?? '')
          return [focused?.getAttribute('aria-invalid'), error?.textContent]
        }),
      )
      .toEqual(['true', 'School Name is required'])

    await dialog.getByLabel('School Name').fill(school)
    await dialog.getByLabel('Person Name').fill('Amina Yusuf')
    await dialog.getByLabel('Designation').fill('Science Lead')
    // The optional phone, typed and then cleared: no error is left and it does not hold the form.
    const phone = dialog.getByLabel('Phone Number')
    await phone.pressSequentially('123')
    await dialog.getByText('Phone Number must be 10 characters long').waitFor()
    await phone.fill('')
    await expect
      .poll(() => dialog.getByText('Phone Number must be 10 characters long').count())
      .toBe(0)
    expect(await phone.getAttribute('aria-invalid')).toBeNull()
    await dialog.getByLabel('Email').fill('amina@riverside')
    await dialog.getByText('Email is invalid').waitFor()
    await dialog.getByLabel('Email').fill('amina@riverside.example')
    await dialog.getByLabel('Message').fill('Too short')
    expect(
      await dialog.getByText('Message must be between 30 and 500 characters').isVisible(),
    ).toBe(true)
    await dialog
      .getByLabel('Message')
      .fill('We would like a VR lab for our grade 9 biology classes.')
    await chooseCountry(dialog, 'keny', 'Kenya')

    await dialog.getByRole('button', { name: 'Send Message' }).dblclick()
    await dialog.getByText(formMessages.contactSuccess).waitFor()
    expect(await dialog.getByLabel('School Name').inputValue()).toBe('')
    const sent = (await readOutbox()).filter((m) => m.templateParams.schoolName === school)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.templateId).toBe('template_schoolContact')
    expect(sent[0]!.templateParams.message).toContain('Country: KE')
    expect(sent[0]!.templateParams.message!.split('\n').slice(0, 2)).toEqual([
      'Phone: ',
      'Email: amina@riverside.example',
    ])
    // Gone once its time is up (to the millisecond: tests/machines/form.machine.test.ts).
    await page.clock.runFor(timings.successMessage)
    await expect.poll(() => dialog.getByText(formMessages.contactSuccess).count()).toBe(0)
  })
})

describe('the school contact form in French', () => {
  it('refuses a bad e-mail with its French message, then sends to the outbox and says so', async () => {
    const { page, errors } = await open('/fr/svs')
    const school = `Lycée Léopold-Sédar-Senghor ${Date.now()}`
    const dialog = await openModal(page, 'Échanger avec nous', modalsFr.schoolContact.title)
    await dialog.getByLabel(fr.form_school_name_label).fill(school)
    await dialog.getByLabel(fr.form_person_name_label).fill('Aïssatou Diallo')
    await dialog.getByLabel(fr.form_designation_label).fill('Proviseure')
    const email = dialog.getByLabel(fr.form_email_label)
    await email.fill('aissatou@dakar')
    await dialog.getByText(fr.form_error_email_invalid, { exact: true }).waitFor()
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    await email.fill('aissatou@lycee-senghor.example')
    await dialog
      .getByLabel(fr.form_message_label)
      .fill('Nous souhaitons équiper notre lycée d’un laboratoire de réalité virtuelle.')
    const country = dialog.getByRole('combobox', { name: new RegExp(fr.form_country_label) })
    await country.fill('sénég')
    await dialog.getByRole('option', { name: 'Sénégal', exact: true }).click()
    await dialog.getByRole('button', { name: fr.form_submit_message }).click()
    await dialog.getByText(fr.form_contact_success).waitFor()
    const sent = (await readOutbox()).filter((m) => m.templateParams.schoolName === school)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.templateParams.message).toContain('Country: SN')
    expect(sent[0]!.templateParams.message).toContain('Language: Français (fr)')
    expect(errors).toEqual([])
  })
})

describe('a failed send keeps every field', () => {
  it('the About section form says so and keeps what was typed, then sends on retry', async () => {
    const { page } = await open('/grant')
    // An answer that refuses: a send that finds no network is kept for later instead
    // (offline-queue.e2e.ts).
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 500, body: 'Server error' }),
    )
    // The form wakes as it comes near.
    await page.locator('#contact').scrollIntoViewIfNeeded()
    const form = page.locator('#contact form')
    await form.waitFor()
    await form.getByLabel('Name').fill('Ada 2 Lovelace!')
    expect(await form.getByLabel('Name').inputValue()).toBe('Ada  Lovelace')
    await form.getByLabel('Name').fill('Ada Lovelace')
    await form.getByLabel('Email').fill('ada@example.org')
    await chooseCountry(form, 'united king', 'United Kingdom')
    await form.getByLabel('Message').fill('Please tell me more about the grant.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('alert').getByText(formMessages.sendFailure).waitFor()
    expect(await form.getByLabel('Name').inputValue()).toBe('Ada Lovelace')
    expect(await form.getByLabel('Email').inputValue()).toBe('ada@example.org')
    expect(await form.getByRole('combobox', { name: /Country/ }).inputValue()).toBe(
      'United Kingdom',
    )
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'Please tell me more about the grant.',
    )

    await page.unroute('**/api/v1.0/email/send')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByText(formMessages.contactSuccess).waitFor()
    const sent = (await readOutbox()).find((m) => m.templateParams.name === 'Ada Lovelace')
    // The form's parameters, and the visitor's language for the team to answer in.
    expect(sent?.templateParams).toMatchObject({
      form: 'generalContact',
      field_name: 'Ada Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'Please tell me more about the grant.\n\nLanguage: English (en)',
      country: 'GB',
      locale: 'en',
    })
  })
})

describe('waitlist form', () => {
  it('joins the waitlist, and shows the waitlist failure text when the service fails', async () => {
    const { page } = await open('/svi')
    const dialog = await openModal(page, 'Inquire About SVI Experience', 'Join the Waitlist')
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click()
    for (const message of ['Name is required', 'Email is required', 'Country is required']) {
      await dialog.getByText(message, { exact: true }).waitFor()
    }
    await dialog.getByLabel('Name').fill('Grace Hopper')
    await dialog.getByLabel('Email').fill('grace@example')
    await dialog.getByText('Email is invalid').waitFor()
    await dialog.getByLabel('Email').fill('grace@example.org')
    await chooseCountry(dialog, 'united states', 'United States of America')

    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    )
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click()
    await dialog.getByText('An error occurred. Please try again.').waitFor()
    expect(await dialog.getByLabel('Email').inputValue()).toBe('grace@example.org')

    await page.unroute('**/api/waitlist')
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click()
    await dialog.getByText('Thank you for joining the waitlist!').waitFor()
  })
})

describe('subscribe form', () => {
  it('asks for the acknowledgement, then subscribes and closes after 1 s', async () => {
    const { page } = await open('/blogs', { clock: true })
    const dialog = await openModal(page, 'Get Notified', 'Get Notified')
    const box = dialog.getByRole('checkbox', {
      name: 'I agree to receive Mails on behalf of StemVerse',
    })
    expect(await box.isChecked()).toBe(false)
    await dialog.getByLabel('Name').fill('Marie')
    await dialog.getByLabel('Email').fill('marie@example.org')
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await dialog.getByText('Please acknowledge').waitFor()
    await box.check()
    expect(await dialog.getByText('Please acknowledge').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await dialog.getByText('Subscribed successfully').waitFor()
    await page.clock.runFor(timings.subscribeSuccessMessage)
    await dialog.waitFor({ state: 'detached' })
  })
})

describe('order inquiry and partnership forms', () => {
  it('the order form shows only its first failing check, and any change clears it', async () => {
    const { page } = await open('/contact')
    const dialog = await openModal(page, 'Book a Demo', 'Book a School Demo')
    const submit = dialog.getByRole('button', { name: 'Book a Demo' })
    await submit.click()
    await dialog.getByText('Name is required').waitFor()
    expect(await dialog.getByText('Email is required').count()).toBe(0)
    await dialog.getByLabel('Name').fill('Ada')
    expect(await dialog.getByText('Name is required').count()).toBe(0)
    await dialog.getByLabel('Email').fill('ada@example.org')
    await dialog.getByLabel('Message').fill('Thirty headsets for two labs')
    await dialog.getByLabel('Phone').fill('0123456789')
    await submit.click()
    await dialog.getByText('designation is required').waitFor()
    await dialog.getByLabel('Designation').fill('Principal')
    await dialog.getByLabel('Number of headsets').fill('30')
    await submit.click()
    await dialog.getByText(formMessages.contactSuccess).waitFor()
    expect(
      (await readOutbox()).some((m) =>
        m.templateParams.message?.includes('Number of headsets: 30'),
      ),
    ).toBe(true)
  })

  it("the partnership type 'Other' reveals its field and its rules", async () => {
    const { page } = await open('/contactUs')
    const dialog = await openModal(page, 'Explore Partnerships', 'Partnership & Collaboration')
    expect(await dialog.getByLabel('Other Partnership Type').count()).toBe(0)
    await dialog.getByLabel('Partnership Type').selectOption('Other')
    await dialog.getByLabel('Other Partnership Type').fill('Museums')
    expect(
      await dialog
        .getByText('Other Partnership Type must be between 10 and 50 characters')
        .isVisible(),
    ).toBe(true)
    await dialog.getByLabel('Other Partnership Type').fill('')
    await dialog.getByRole('button', { name: 'Send Proposal' }).click()
    await dialog.getByText('Please specify the type of partnership').waitFor()
  })
})

describe('country combobox', () => {
  it('lets Tab pass through without opening, and offers names that start with the text first', async () => {
    const { page } = await open('/svi')
    const dialog = await openModal(page, 'Inquire About SVI Experience', 'Join the Waitlist')
    const box = dialog.getByRole('combobox', { name: /Country/ })
    await box.focus()
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Tab')
    // Focus moved on to the next control of the dialog, never to <body>.
    const active = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      inDialog: !!document.activeElement?.closest('dialog'),
    }))
    expect(active.tag).not.toBe('BODY')
    expect(active.inDialog).toBe(true)
    await box.focus()
    await page.keyboard.type('Ind')
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toBe('India')
  })

  it("searches as one types, says 'No options', and PageDown moves five", async () => {
    const { page } = await open('/svi')
    const dialog = await openModal(page, 'Inquire About SVI Experience', 'Join the Waitlist')
    const box = dialog.getByRole('combobox', { name: /Country/ })
    await box.fill('zzz')
    await dialog.getByText('No options').waitFor()
    await box.fill('')
    await dialog.getByRole('option').first().waitFor()
    await box.press('ArrowDown')
    const highlighted = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="option"]')].findIndex(
          (o) => o.getAttribute('aria-selected') === 'true',
        ),
      )
    await expect.poll(highlighted).toBe(0)
    await box.press('PageDown')
    await expect.poll(highlighted).toBe(5)
    await box.press('PageDown')
    await expect.poll(highlighted).toBe(10)
    await box.press('PageUp')
    await expect.poll(highlighted).toBe(5)
    const height = await dialog
      .getByRole('listbox')
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeGreaterThanOrEqual(140)
    expect(height).toBeLessThanOrEqual(300)
  })
})
