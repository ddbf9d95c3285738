import * as v from 'valibot'
import { formatters } from '../content/format'
import { limits } from '../content/site'
import { isCountryCode } from './country-codes'
import { baseLocale, isLocale, localeInfo, locales, type Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import { formatNumber, formMessages, requiredMessage } from './forms/define'
import type { Fields, FieldSpec, FormDefinition, ServiceRule } from './forms/define'

// The fields the forms send, on both sides, so that each is written once: the limits and
// patterns; the service's schemas, worded in each request's language, and the request schema it
// builds from a form's definition; and the browser's shared fields and rules, worded in the
// build's language (schemas/forms/ holds one definition per form).

/** Limits on every field a visitor can send; the forms and the service share them. */
export const fieldLimits = {
  name: 100,
  email: 254,
  message: 2000,
  /** Any other one-line field: a school, a designation, a state, a phone number. */
  text: 100,
  /** A website's address. */
  url: 2000,
} as const

/**
 * The most characters a field may hold, trimmed, by its kind: the browser refuses more as the
 * service does (schemas/forms/check.ts), so that neither takes what the other refuses.
 */
export function maxLengthOf(spec: Pick<FieldSpec, 'kind'>): number {
  switch (spec.kind) {
    case 'email':
      return fieldLimits.email
    case 'textarea':
      return fieldLimits.message
    case 'url':
      return fieldLimits.url
    default:
      return fieldLimits.text
  }
}

/** A field that is hidden from people; a bot that fills it is turned away. */
export const honeypotField = 'fax_number'

/** An '@' and a '.' somewhere: the loose check of the general, school demo, feedback and subscribe forms. */
export const isLooseEmail = (email: string) => email.includes('@') && email.includes('.')

/**
 * Text, an at sign, text, a dot, text, and no spaces (the waitlist form's rule). The lookahead
 * checks the domain's characters once, so the search for its dot never backtracks over them
 * again: written plainly, /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took time quadratic in the length (1.6 s
 * for 16,000 characters, hours for a pasted megabyte) on every keystroke of the e-mail field.
 */
export const strictEmailPattern = /^[^\s@]+@(?=[^\s@]+$)[^\s@]+\.[^\s@]+$/

export { isCountryCode }

/**
 * Text that can be stored: no NUL (PostgreSQL refuses it in text and in jsonb) and no lone
 * surrogate, \p{Cs} outside a pair (jsonb refuses its escape; text would keep a replacement
 * character). Neither can be typed into a form: a request with one is refused, not altered.
 */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
export const isStorableText = (text: string) => !/[\u0000\p{Cs}]/u.test(text)

/**
 * The language a parse was asked for (`v.safeParse(schema, input, { lang: 'es' })`); English when
 * none. The service passes the request's language, so every message below is worded in it.
 */
export const issueLocale = (issue: { lang?: string | undefined }): Locale =>
  isLocale(issue.lang) ? issue.lang : baseLocale

/** A message worded in the parse's language. */
// The service's schemas are built from these at module scope: marked free of side effects, so
// that the browser's bundle, which never builds a request schema, leaves them (and the parts of
// valibot and the messages only they use) out.
const say =
  /* @__NO_SIDE_EFFECTS__ */
  (text: (locale: Locale) => string) =>
    (issue: { lang?: string | undefined }): string =>
      text(issueLocale(issue))

/** A number in the language's digits and separators (Arabic with Latin digits). */
const number = (value: number, locale: Locale) => formatters(locale).number(value)

/** The fields the service's requests share, by the English names their messages use. */
export type FieldLabel = 'Name' | 'Email' | 'Country'
const fieldNames: Record<FieldLabel, (locale: Locale) => string> = {
  Name: (locale) => m.api_field_name({}, { locale }),
  Email: (locale) => m.api_field_email({}, { locale }),
  Country: (locale) => m.api_field_country({}, { locale }),
}

/** '{field} is required' and its kind, for one field, in the parse's language. */
const fieldMessages = /* @__NO_SIDE_EFFECTS__ */ (label: FieldLabel) => {
  const field = (locale: Locale) => ({ field: fieldNames[label](locale) })
  return {
    notText: say((locale) => m.api_field_not_text(field(locale), { locale })),
    badCharacter: say((locale) => m.api_field_bad_character(field(locale), { locale })),
    required: say((locale) => m.api_field_required(field(locale), { locale })),
    tooLong: (max: number) =>
      say((locale) =>
        m.api_field_too_long({ ...field(locale), max: number(max, locale) }, { locale }),
      ),
    invalid: say((locale) => m.api_field_invalid(field(locale), { locale })),
  }
}

// A missing field counts as an empty one, so that it gets its own 'is required' message.
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (label: FieldLabel, max: number) => {
  const messages = fieldMessages(label)
  return v.optional(
    v.pipe(
      v.string(messages.notText),
      v.check(isStorableText, messages.badCharacter),
      v.trim(),
      v.nonEmpty(messages.required),
      v.maxLength(max, messages.tooLong(max)),
    ),
    '',
  )
}

/** A required e-mail address, checked by `isAddress`; a missing one is 'Email is required'. */
const requiredEmail = /* @__NO_SIDE_EFFECTS__ */ (isAddress: (email: string) => boolean) => {
  const messages = fieldMessages('Email')
  return v.optional(
    v.pipe(
      v.string(messages.notText),
      v.check(isStorableText, messages.badCharacter),
      v.trim(),
      v.nonEmpty(messages.required),
      v.maxLength(fieldLimits.email, messages.tooLong(fieldLimits.email)),
      v.check(isAddress, messages.invalid),
    ),
    '',
  )
}

export const strictEmail = requiredEmail((email) => strictEmailPattern.test(email))

/** Required, and loosely an address: the subscribe form's rule. */
export const looseEmail = requiredEmail(isLooseEmail)

const countryMessages = fieldMessages('Country')
export const countryCode = v.optional(
  v.pipe(
    v.string(countryMessages.notText),
    v.check(isStorableText, countryMessages.badCharacter),
    v.trim(),
    v.nonEmpty(countryMessages.required),
    v.toUpperCase(),
    v.check(isCountryCode, countryMessages.invalid),
  ),
  '',
)

/**
 * The language the visitor wrote in, which the team answers in: one of the site's locales, and
 * English when a client too old to send it leaves it out.
 */
export const localeField = v.optional(
  v.picklist(
    locales,
    say((locale) =>
      m.api_locale_invalid(
        // 'en, es, ar, or fr', as the language joins a choice.
        {
          list: new Intl.ListFormat(localeInfo[locale].intl, { type: 'disjunction' }).format(
            locales,
          ),
        },
        { locale },
      ),
    ),
  ),
  baseLocale,
)

/** The honeypot must be absent or empty. */
export const honeypot = v.optional(
  v.literal(
    '',
    say((locale) => m.api_submission_rejected({}, { locale })),
  ),
)

/** The message of a strict object: a body that is not an object, or a field it does not know. */
export const strictObjectMessage = (issue: {
  path?: readonly { key: unknown }[]
  lang?: string | undefined
}) => {
  const key = issue.path?.[0]?.key
  const locale = issueLocale(issue)
  return key === undefined
    ? m.api_body_not_object({}, { locale })
    : m.api_unknown_field({ field: String(key) }, { locale })
}

// The service's side of a form it receives: a request schema built from the form's own fields
// (their `service` rule), worded in the request's language. The browser's rules for the same
// fields, below, test the same things with the same patterns, in the build's language.

const serviceRules = {
  name: requiredText('Name', fieldLimits.name),
  strictEmail,
  looseEmail,
  countryCode,
  // Missing, false or anything but true: not acknowledged.
  acknowledge: v.optional(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => value === true,
        (issue) => m.api_please_acknowledge({}, { locale: issueLocale(issue) }),
      ),
      v.transform(() => true as const),
    ),
    false,
  ),
} satisfies Record<ServiceRule, v.GenericSchema<unknown, unknown>>

type Served<F extends Fields> = {
  [
    K in keyof F as F[K]['service'] extends ServiceRule ? K : never
  ]: F[K]['service'] extends infer R extends ServiceRule ? (typeof serviceRules)[R] : never
}

/**
 * What the service takes from a form: each field that has a service rule, the visitor's language,
 * and the honeypot (absent or empty); any other field is refused.
 */
export function requestSchema<F extends Fields>(form: FormDefinition<string, F>) {
  const entries = Object.fromEntries(
    Object.entries(form.fields).flatMap(([name, spec]) =>
      spec.service ? [[name, serviceRules[spec.service]] as const] : [],
    ),
  ) as Served<F>
  return v.strictObject(
    { ...entries, locale: localeField, [honeypotField]: honeypot },
    strictObjectMessage,
  )
}

// ---------------------------------------------------------------------------------------------
// The browser's side: the fields, labels, rules and cleaning that several forms share, each
// written once. A form (schemas/forms/) takes a shared field as it is, or spreads it and adds
// what it alone does.

/** Labels several forms share, in the build's language (also the names in their messages). */
export const labels = {
  name: m.form_name_label(),
  email: m.form_email_label(),
  country: m.form_country_label(),
  state: m.form_state_label(),
  website: m.form_website_label(),
  school: m.form_school_label(),
  schoolName: m.form_school_name_label(),
  personName: m.form_person_name_label(),
  designation: m.form_designation_label(),
  message: m.form_message_label(),
  phone: m.form_phone_label(),
  phoneNumber: m.form_phone_number_label(),
}

export const emailInvalid = m.form_error_email_invalid()

/** Keeps letters (any alphabet), spaces and periods: names, designations, places. */
export const lettersSpacesPeriods = (value: string) => value.replace(/[^\p{L}\p{M} .]/gu, '')
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

const messageLength = m.form_error_message_length({
  min: formatNumber(limits.messageMin),
  max: formatNumber(limits.messageMax),
})

/** Rules several forms share: the browser's side, in the build's language. */
export const rules = {
  required: (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage(label))),
  messageLength: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(limits.messageMin, messageLength),
    v.maxLength(limits.messageMax, messageLength),
  ),
  minTrimmed: (min: number, message: string) =>
    v.pipe(v.string(), v.trim(), v.minLength(min, message)),
  phoneLength: (message: string) => v.pipe(v.string(), v.length(limits.phoneLength, message)),
  phoneDigits: v.pipe(
    v.string(),
    v.nonEmpty(requiredMessage(labels.phone)),
    v.length(
      limits.phoneLength,
      m.form_error_phone_digits({ length: formatNumber(limits.phoneLength) }),
    ),
  ),
  phoneAtLeast: (message: string) =>
    v.pipe(v.string(), v.minLength(limits.partnershipPhoneMin, message)),
  /** The same pattern as the service's strict e-mail, which is trimmed first there too. */
  strictEmail: v.pipe(v.string(), v.trim(), v.regex(strictEmailPattern, emailInvalid)),
  /** A real two-letter code, in either case: the same test as the service's countryCode. */
  countryCode: v.pipe(
    v.string(),
    v.check((code) => isCountryCode(code.trim().toUpperCase()), m.form_error_country_invalid()),
  ),
  /** An '@' and a '.': the same test as the service's loose e-mail. */
  looseEmail: v.pipe(v.string(), v.check(isLooseEmail, emailInvalid)),
}

/** A field checked live for being filled, by its own label. */
export const checkedLive = <F extends FieldSpec>(field: F) => ({
  ...field,
  live: rules.required(field.label),
})

// Fields several forms share, spelled once: label, kind, autofill, and the line in the e-mail.
export const fields = {
  name: { label: labels.name, kind: 'text', required: true, autoComplete: 'name', line: 'Name' },
  email: {
    label: labels.email,
    kind: 'email',
    required: true,
    autoComplete: 'email',
    line: 'Email',
  },
  /** The country combobox: a two-letter code, which the service checks as it does. */
  country: {
    label: labels.country,
    kind: 'country',
    required: true,
    line: 'Country',
    atSubmit: rules.countryCode,
  },
  /** The country as typed, letters, spaces and periods only. */
  countryText: {
    label: labels.country,
    kind: 'text',
    autoComplete: 'country-name',
    sanitize: lettersSpacesPeriods,
    line: 'Country',
  },
  state: { label: labels.state, kind: 'text', autoComplete: 'address-level1', line: 'State' },
  website: { label: labels.website, kind: 'url', autoComplete: 'url', line: 'Website' },
  school: { label: labels.school, kind: 'text', autoComplete: 'organization', line: 'School' },
  schoolName: {
    label: labels.schoolName,
    kind: 'text',
    required: true,
    autoComplete: 'organization',
  },
  personName: { label: labels.personName, kind: 'text', required: true, autoComplete: 'name' },
  designation: {
    label: labels.designation,
    kind: 'text',
    required: true,
    autoComplete: 'organization-title',
    line: 'Designation',
  },
  /** A required phone, digits only, labelled 'Phone'. */
  phone: {
    label: labels.phone,
    kind: 'tel',
    required: true,
    autoComplete: 'tel',
    sanitize: digitsOnly,
    line: 'Phone',
  },
  /** An optional phone labelled 'Phone Number'. */
  phoneNumber: { label: labels.phoneNumber, kind: 'tel', autoComplete: 'tel', line: 'Phone' },
  message: {
    label: labels.message,
    kind: 'textarea',
    required: true,
    placeholder: formMessages.messagePlaceholder,
    line: 'Message',
  },
} satisfies Record<string, FieldSpec>
