// The trust center's facts, gathered where its route's loader runs (at build time, in the
// prerender; in the browser only when the visitor comes to /trust from another page). Everything
// here is read from the code that does it: the forms' definitions, the configuration and the
// policy built from it, the service's security headers, the device facts, the OpenACR report.
// A module of its own, imported by the loader on demand, so that the page's own code stays small.
import { parse } from 'yaml'
import reportText from '../../content/acr/stemverse.yaml?raw'
import { acrNotes } from '../../content/acr-notes'
import { deviceKeeping } from '../../content/device-facts'
import { brand, retention } from '../../content/facts'
import { formatters } from '../../content/format'
import { english, type Locale } from '../../content/locales'
import { formWords } from '../../content/pages/privacy-forms'
import type { DocumentSection } from '../../content/types'
import { securityHeaders } from '../../schemas/security-headers'
import { config } from '../config'
import { locale } from '../i18n/locale'
import { contentSecurityPolicy, outsideOrigins, type OutsideOrigin } from '../security/csp'
import { thirdParties } from '../security/third-parties'
import { siteUrl } from '../seo/site-url'
import { acrCriteria, type AcrCriterion } from './acr'
import { acrDownloadPath } from './paths'
import { everyForm } from './form-list'
import { fieldsSentence, formRows, keptSentence, privacyFormsSection } from './forms'
import { securityTxtPath } from './security-txt'
import { subprocessors, type Subprocessor } from './subprocessors'

export type TrustForm = {
  id: string
  name: string
  why: string
  fields: { label: string; required: boolean }[]
  fieldsText: string
  goes: string
  kept: string
}

export type TrustData = {
  /** The day of the build (yyyy-mm-dd) and the site it was built for. */
  builtOn: string
  site: string
  forms: TrustForm[]
  honeypot: string
  origins: OutsideOrigin[]
  subprocessors: Subprocessor[]
  emailConfigured: boolean
  device: typeof deviceKeeping
  headers: { name: string; value: string }[]
  /** The pages' policy, directive by directive, without the per-page hashes. */
  policy: { name: string; sources: string }[]
  idempotencyKeyDays: number
  readCountDays: number
  vulnerabilityContact: string
  securityTxt: string
  acr: {
    title: string
    date: string
    download: string
    /** Each with its remark in the page's language, or in English (`notesLang`) where none is. */
    criteria: (AcrCriterion & { notesLang: Locale })[]
  }
}

export function trustData(now = new Date()): TrustData {
  const number = formatters(locale).number
  const rows = formRows(everyForm, config.VITE_EMAILJS_ORIGIN)
  const parties = thirdParties()
  const policy = contentSecurityPolicy(parties, { scripts: [], styles: [], styleAttributes: [] })
  return {
    builtOn: now.toISOString().slice(0, 10),
    site: siteUrl,
    forms: rows.map((row) => ({
      id: row.id,
      name: formWords.names[row.id],
      why: formWords.why[row.id],
      fields: row.fields.map(({ label, required }) => ({ label, required })),
      fieldsText: fieldsSentence(row, formWords),
      goes: formWords.destinations[row.destination],
      kept: keptSentence(row, formWords, number),
    })),
    honeypot: formWords.honeypot,
    origins: outsideOrigins(parties),
    subprocessors: subprocessors(),
    emailConfigured: config.VITE_EMAILJS_ORIGIN !== '',
    device: deviceKeeping,
    headers: Object.entries(securityHeaders).map(([name, value]) => ({ name, value })),
    policy: policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return { name, sources: sources.join(' ') }
    }),
    idempotencyKeyDays: retention.idempotencyKeyDays,
    readCountDays: retention.readCountDays,
    vulnerabilityContact: brand.contactEmail,
    securityTxt: securityTxtPath,
    acr: { ...acrInLanguage(), download: acrDownloadPath },
  }
}

/**
 * The conformance report with each criterion's remark in the page's language: the report is one
 * document in English, and each language's translations of its remarks are content of their own
 * (content/acr-notes*.ts). A remark without one stays in English and says so.
 */
function acrInLanguage() {
  const report = acrCriteria(parse(reportText))
  return {
    ...report,
    criteria: report.criteria.map((criterion) => {
      const translated = acrNotes[criterion.num]
      return translated
        ? { ...criterion, notes: translated.text, notesLang: locale }
        : { ...criterion, notesLang: english }
    }),
  }
}

/** The privacy notice's "What our forms collect", from the same definitions. */
export function privacyForms(): DocumentSection {
  return privacyFormsSection(
    formRows(everyForm, config.VITE_EMAILJS_ORIGIN),
    formWords,
    formatters(locale).number,
  )
}
