import countries from 'i18n-iso-countries'
import * as v from 'valibot'

/** Limits on every field a visitor can send; the forms and the service share them. */
export const fieldLimits = {
  name: 100,
  email: 254,
  message: 2000,
} as const

/** A field that is hidden from people; a bot that fills it is turned away. */
export const honeypotField = 'fax_number'

/** An '@' and a '.' somewhere (spec 5's loose check: general, order, feedback, subscribe). */
export const isLooseEmail = (email: string) => email.includes('@') && email.includes('.')

/**
 * Text, an at sign, text, a dot, text, and no spaces (spec 5, waitlist form). The lookahead
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

const storable = (label: string) =>
  v.check(isStorableText, `${label} contains a character that is not allowed`)

// A missing field counts as an empty one, so that it gets its own 'is required' message.
export const requiredText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      storable(label),
      v.trim(),
      v.nonEmpty(`${label} is required`),
      v.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    '',
  )

/** A required e-mail address, checked by `isAddress`; a missing one is 'Email is required'. */
const requiredEmail = (isAddress: (email: string) => boolean) =>
  v.optional(
    v.pipe(
      v.string('Email must be text'),
      storable('Email'),
      v.trim(),
      v.nonEmpty('Email is required'),
      v.maxLength(fieldLimits.email, `Email must be at most ${fieldLimits.email} characters`),
      v.check(isAddress, 'Email is invalid'),
    ),
    '',
  )

export const strictEmail = requiredEmail((email) => strictEmailPattern.test(email))

/** Required, and loosely an address: the subscribe form's rule (spec 5). */
export const looseEmail = requiredEmail(isLooseEmail)

export const countryCode = v.optional(
  v.pipe(
    v.string('Country must be text'),
    storable('Country'),
    v.trim(),
    v.nonEmpty('Country is required'),
    v.toUpperCase(),
    v.check(isCountryCode, 'Country is invalid'),
  ),
  '',
)

/** The honeypot must be absent or empty. */
export const honeypot = v.optional(v.literal('', 'Submission rejected'))

/** The message of a strict object: a body that is not an object, or a field it does not know. */
export const strictObjectMessage = (issue: { path?: readonly { key: unknown }[] }) => {
  const key = issue.path?.[0]?.key
  return key === undefined
    ? 'The request body must be a JSON object'
    : `Unknown field: ${String(key)}`
}
