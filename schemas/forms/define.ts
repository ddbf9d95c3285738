import type * as v from 'valibot'
import { formatters } from '../../content/format'
import { baseLocale, isLocale } from '../../content/locales'
import { timings } from '../../content/site'
import { m } from '../../src/paraglide/messages.js'

// What a form definition is made of. One module per form in this folder says everything about
// that form: its fields with their labels, live rules, submit rules and when they show; the words
// of its button and its answers; where it sends and what the message says. The browser runs it
// (src/enquiry/use-enquiry-form.ts), and the service checks a form it receives with a request schema
// built from the same fields (requestSchema in ../fields.ts), so that the two cannot drift apart.
// The fields and rules several forms share are in ../fields.ts too.

declare const __SITE_LOCALE__: string | undefined

/**
 * The language of the build these words are for: the browser's bundle is built once per language
 * (Vite defines __SITE_LOCALE__, and gives the messages of that language alone). The service
 * answers in each request's language with its own messages (../fields.ts), not with these.
 */
const buildLocale =
  typeof __SITE_LOCALE__ !== 'undefined' && isLocale(__SITE_LOCALE__) ? __SITE_LOCALE__ : baseLocale

/** A number as the build's language writes it. */
export const formatNumber = (value: number) => formatters(buildLocale).number(value)

/** The answers a form shows, in the build's language. */
export const formMessages = {
  contactSuccess: m.form_contact_success(),
  grantSuccess: m.form_grant_success(),
  subscribeSuccess: m.form_subscribe_success(),
  waitlistSuccess: m.form_waitlist_success(),
  waitlistFailure: m.form_waitlist_failure(),
  /** A failed send says so, and keeps what was typed. */
  sendFailure: m.form_send_failure(),
  messagePlaceholder: m.form_message_placeholder(),
} as const

/** '{name} is required'. */
export const requiredMessage = (name: string) => m.form_error_required({ name })

export type FormValues = Record<string, string | boolean>
export type FormErrors = Record<string, string>

export type FieldKind =
  'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'country' | 'select' | 'checkbox'

/** How the service checks a field of a form it receives (serviceRules in ../fields.ts). */
export type ServiceRule = 'name' | 'strictEmail' | 'looseEmail' | 'countryCode' | 'acknowledge'

export type FieldSpec = {
  /** The visible label; also the name in '{name} is required'. */
  label: string
  kind: FieldKind
  placeholder?: string
  /** Marked with an asterisk, valid only when filled, and checked for it at submit. */
  required?: boolean
  /** Required, but checked only as it changes, never at submit. */
  liveOnly?: boolean
  options?: readonly string[]
  /** What each option shows, when it differs from the value that is sent. */
  optionLabels?: Readonly<Record<string, string>>
  autoComplete?: string
  /** Shown only while another field has this value; a hidden field is never wrong. */
  showWhen?: { field: string; equals: string }
  /** The name in '{name} is required' where it is not the label. */
  messageName?: string
  /** What an empty required field says at submit, where it is not '{name} is required'. */
  requiredMessage?: string
  /** Cleans what is typed, as it is typed (digits only, letters only). */
  sanitize?: (value: string) => string
  /** Checked as the field changes (an optional field left empty is valid). */
  live?: v.GenericSchema<unknown, unknown>
  /** Checked at submit once the field is filled. */
  atSubmit?: v.GenericSchema<unknown, unknown>
  /**
   * Its label in the e-mail's lines ('Phone: 0123456789'), in English whatever the visitor's
   * language: the message goes to the team's one inbox.
   */
  line?: string
  /** How the service checks it, for a form whose request the service receives. */
  service?: ServiceRule
}

export type Fields = Record<string, FieldSpec>

/** Where a form's message goes; an e-mail's template is named after the form. */
export type Channel =
  { kind: 'email'; template: string } | { kind: 'waitlist' } | { kind: 'subscribe' }

/** What a form sends, from what was typed; `blogTitle` is the post a feedback is about. */
export type Compose = (
  values: FormValues,
  context: { blogTitle?: string },
) => Record<string, string>

/** The helpers a form's `compose` gets, bound to its values and fields. */
export type Composer = {
  /** One field's text, trimmed. */
  text: (field: string) => string
  /** These fields as they are sent, trimmed: `{ name: 'Ada', email: 'ada@example.org' }`. */
  pick: (...fields: string[]) => Record<string, string>
  /** 'Phone: 0123456789\nSchool: ...' by each field's `line` label, the empty ones left out. */
  lines: (...fields: string[]) => string
  /** The same lines, the empty ones kept: 'Phone: \nSchool: ...'. */
  everyLine: (...fields: string[]) => string
}

export type FormDefinition<Name extends string = string, F extends Fields = Fields> = {
  /** The form's one name: the modal that shows it, its e-mail template, its ids in the page. */
  id: Name
  fields: F
  /** Each field's live rule, by field (from the fields). */
  live: Record<string, v.GenericSchema<unknown, unknown>>
  /** Each field's cleaning, by field (from the fields; a select's keeps only its options). */
  sanitize: Record<string, (value: string) => string>
  /** Replaces the field-by-field submit checks: the first failing check is the only one shown. */
  submitSequence?: (values: FormValues) => FormErrors
  /** Any change clears every error (the forms whose errors show at submit only). */
  clearAllErrorsOnChange: boolean
  successMessage: string
  failureMessage: string
  /** How long the success message stays, in ms. */
  successDuration: number
  submitLabel: string
  channel: Channel
  compose: Compose
}

type Input<Name extends string, F extends Fields> = {
  id: Name
  fields: F
  sendTo: 'email' | 'waitlist' | 'subscribe'
  compose: (send: Composer, context: { blogTitle?: string }) => Record<string, string>
  submitLabel: string
  submitSequence?: (values: FormValues) => FormErrors
  clearAllErrorsOnChange?: boolean
  /** Thanks for contacting us, unless said otherwise. */
  successMessage?: string
  /** We could not send your message, unless said otherwise. */
  failureMessage?: string
  successDuration?: number
}

export const text = (values: FormValues, field: string) => String(values[field] ?? '')

export const isBlank = (spec: FieldSpec | undefined, value: string | boolean | undefined) =>
  spec?.kind === 'checkbox' ? value !== true : String(value ?? '').trim() === ''

/** Is the field on the page for these values? The one place that decides it. */
export const isShown = (spec: FieldSpec | undefined, values: FormValues) =>
  !spec?.showWhen || values[spec.showWhen.field] === spec.showWhen.equals

/**
 * The values as a form sends them: a field it hides goes empty, whatever was typed into it while
 * it showed ('Other' chosen, a type written, then another type chosen). The service refuses a
 * hidden field that is not empty (server/enquiry-check.ts).
 */
export const withoutHidden = (fields: Fields, values: FormValues): FormValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const spec = fields[name]
      const hidden = spec !== undefined && !isShown(spec, values)
      return [name, hidden ? (spec.kind === 'checkbox' ? false : '') : value]
    }),
  )

/** A choice as a select can hold it: one of its options, or none. */
const onlyOptions = (options: readonly string[]) => (value: string) =>
  options.includes(value) ? value : ''

const byField = <T>(fields: Fields, pick: (spec: FieldSpec) => T | undefined) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) => {
      const value = pick(spec)
      return value === undefined ? [] : [[name, value] as const]
    }),
  ) as Record<string, T>

/** A form from its one definition: the per-field maps and the message it sends are derived. */
export function defineForm<const Name extends string, const F extends Fields>(
  input: Input<Name, F>,
): FormDefinition<Name, F> {
  const { fields } = input
  const composer = (values: FormValues): Composer => {
    const trimmed = (field: string) => text(values, field).trim()
    const line = (name: string) => `${fields[name]?.line ?? name}: ${trimmed(name)}`
    return {
      text: trimmed,
      pick: (...names) => Object.fromEntries(names.map((name) => [name, trimmed(name)])),
      lines: (...names) =>
        names
          .filter((name) => !isBlank(fields[name], values[name]))
          .map(line)
          .join('\n'),
      everyLine: (...names) => names.map(line).join('\n'),
    }
  }
  return {
    id: input.id,
    fields,
    live: byField(fields, (spec) => spec.live),
    // A select's options are its cleaning: nothing else can be chosen, or sent.
    sanitize: byField(
      fields,
      (spec) => spec.sanitize ?? (spec.options && onlyOptions(spec.options)),
    ),
    ...(input.submitSequence ? { submitSequence: input.submitSequence } : {}),
    clearAllErrorsOnChange: input.clearAllErrorsOnChange ?? false,
    successMessage: input.successMessage ?? formMessages.contactSuccess,
    failureMessage: input.failureMessage ?? formMessages.sendFailure,
    successDuration: input.successDuration ?? timings.successMessage,
    submitLabel: input.submitLabel,
    channel:
      input.sendTo === 'email' ? { kind: 'email', template: input.id } : { kind: input.sendTo },
    compose: (values, context) => input.compose(composer(values), context),
  }
}
