import countries from 'i18n-iso-countries'
import * as v from 'valibot'
import { formatters } from '../content/format'
import { baseLocale, isLocale, locales, type Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'

/** Limits on every field a visitor can send; the forms and the service share them. */
export const fieldLimits = {
  name: 100,
  email: 254,
  message: 2000,
} as const

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

/** Is this a real two-letter ISO 3166-1 country code? */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && countries.alpha2ToNumeric(code) !== undefined

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
const say =
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
const fieldMessages = (label: FieldLabel) => {
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
export const requiredText = (label: FieldLabel, max: number) => {
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
const requiredEmail = (isAddress: (email: string) => boolean) => {
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
    say((locale) => m.api_locale_invalid({}, { locale })),
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
