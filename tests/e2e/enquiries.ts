// What the browser tests of enquiries share: each language's words for the forms and the queue,
// filling the About section's form, and reading what left the device.
import type { Locator, Page } from 'playwright-core'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import { readOutbox } from './browser'

export const words = {
  en: {
    name: en.form_name_label,
    email: en.form_email_label,
    country: en.form_country_label,
    message: en.form_message_label,
    send: en.form_submit_message,
    saved: en.queue_saved,
    sent: en.queue_sent,
    schoolName: en.form_school_name_label,
    personName: en.form_person_name_label,
    designation: en.form_designation_label,
    countrySearch: 'keny',
    countryName: 'Kenya',
  },
  es: {
    name: es.form_name_label,
    email: es.form_email_label,
    country: es.form_country_label,
    message: es.form_message_label,
    send: es.form_submit_message,
    saved: es.queue_saved,
    sent: es.queue_sent,
    schoolName: es.form_school_name_label,
    personName: es.form_person_name_label,
    designation: es.form_designation_label,
    countrySearch: 'keni',
    countryName: 'Kenia',
  },
  ar: {
    name: ar.form_name_label,
    email: ar.form_email_label,
    country: ar.form_country_label,
    message: ar.form_message_label,
    send: ar.form_submit_message,
    saved: ar.queue_saved,
    sent: ar.queue_sent,
    schoolName: ar.form_school_name_label,
    personName: ar.form_person_name_label,
    designation: ar.form_designation_label,
    countrySearch: 'كيني',
    countryName: 'كينيا',
  },
  fr: {
    name: fr.form_name_label,
    email: fr.form_email_label,
    country: fr.form_country_label,
    message: fr.form_message_label,
    send: fr.form_submit_message,
    saved: fr.queue_saved,
    sent: fr.queue_sent,
    schoolName: fr.form_school_name_label,
    personName: fr.form_person_name_label,
    designation: fr.form_designation_label,
    countrySearch: 'keny',
    countryName: 'Kenya',
  },
}
export type Lang = keyof typeof words

/**
 * The queue's code loads as the visitor starts on a form (or on waking, when something waits); a
 * form sent offline needs it in memory.
 */
export async function queueAwake(page: Page) {
  await page.locator('#enquiry-queue [aria-live]').first().waitFor({ state: 'attached' })
}

/** The About section's Get Involved form, filled in; its message carries `id` to find it. */
export async function fillContact(page: Page, lang: Lang, id: string): Promise<Locator> {
  const w = words[lang]
  await page.locator('#contact').scrollIntoViewIfNeeded()
  const form = page.locator('#contact form')
  await form.waitFor()
  await form.getByLabel(w.name).fill('Ada Lovelace')
  await form.getByLabel(w.email).fill('ada@example.org')
  await form.getByRole('combobox', { name: new RegExp(w.country) }).fill(w.countrySearch)
  await form.getByRole('option', { name: w.countryName, exact: true }).click()
  await form.getByLabel(w.message).fill(`Please tell us more about the labs. Ref ${id}.`)
  return form
}

export const outboxWith = async (id: string) =>
  (await readOutbox()).filter((m) => (m.templateParams.message ?? '').includes(`Ref ${id}.`))

/**
 * Whether this device has nothing left to send: the queue's list in IndexedDB (as
 * src/enquiry/queue-store.ts keeps it) is empty and no tab holds the queue's lock
 * (src/enquiry/queue-lock.ts). Only a waiting entry is ever sent, by the lock's holder: once both
 * hold, nothing more can be sent later, however long one waits.
 */
export async function nothingLeftToSend(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const held = await navigator.locks.query()
    if ([...(held.held ?? []), ...(held.pending ?? [])].some((l) => l.name === 'enquiry-queue'))
      return false
    // Opened only if it exists: opening a missing database would create it without its store.
    if (!(await indexedDB.databases()).some((d) => d.name === 'stemverse-enquiries')) return true
    return new Promise<boolean>((resolve, reject) => {
      const opening = indexedDB.open('stemverse-enquiries')
      opening.onerror = () => reject(opening.error)
      opening.onsuccess = () => {
        const db = opening.result
        if (!db.objectStoreNames.contains('queue')) {
          db.close()
          resolve(true)
          return
        }
        const read = db.transaction('queue').objectStore('queue').get('waiting')
        read.onsuccess = () => {
          db.close()
          resolve(!Array.isArray(read.result) || read.result.length === 0)
        }
        read.onerror = () => reject(read.error)
      }
    })
  })
}

/** The page's own announcement (a live region) that a saved enquiry was sent. */
export const sentNotice = (page: Page, lang: Lang) =>
  page.locator('#enquiry-queue [aria-live="polite"]').filter({ hasText: words[lang].sent })

/**
 * The school contact dialog's form (Get in Touch on a page without the About section, a page's
 * "Talk to us"), filled in; its message carries `id`.
 */
export async function fillSchoolContact(dialog: Locator, lang: Lang, id: string) {
  const w = words[lang]
  const form = dialog.locator('form')
  await form.waitFor()
  await form.getByLabel(w.schoolName).fill('Nairobi Science Academy')
  await form.getByLabel(w.personName).fill('Ada Lovelace')
  await form.getByLabel(w.designation).fill('Head of Science')
  await form.getByRole('combobox', { name: new RegExp(w.country) }).fill(w.countrySearch)
  await dialog.getByRole('option', { name: w.countryName, exact: true }).click()
  await form.getByLabel(w.email).fill('ada@example.org')
  await form.getByLabel(w.message).fill(`We would like a demonstration for our school. Ref ${id}.`)
  return form
}
