import { retention } from '../../content/facts'
import type { FormDestination, FormName, FormWords } from '../../content/trust-types'
import type { DocumentSection } from '../../content/types'
import type { FormDefinition } from '../../schemas/forms/define'
import { m } from '../paraglide/messages'

export type FormField = { name: string; label: string; required: boolean }

/** One form as the privacy notice and the trust center state it. */
export type FormRow = {
  id: FormName
  fields: FormField[]
  destination: FormDestination
  /** How many months it is kept (content/facts.ts, `retention`), or null: until the visitor asks. */
  keptMonths: number | null
}

/**
 * What each form collects, where it goes and for how long, from the forms' one definition: a
 * field a definition gains is a field both pages name. `emailOrigin` is the configured e-mail
 * API (src/config.ts, VITE_EMAILJS_ORIGIN); empty, the e-mail forms go to the site's own outbox.
 */
export function formRows(forms: readonly FormDefinition[], emailOrigin: string): FormRow[] {
  return forms.map((form) => {
    const destination: FormDestination =
      form.channel.kind === 'waitlist'
        ? 'waitlist'
        : form.channel.kind === 'subscribe'
          ? 'subscribers'
          : emailOrigin
            ? 'emailService'
            : 'outbox'
    return {
      id: form.id as FormName,
      fields: Object.entries(form.fields).map(([name, spec]) => ({
        name,
        label: spec.label,
        // A field shown only for one answer of another (showWhen) is asked only then: optional.
        required: !!(spec.required || spec.liveOnly) && !spec.showWhen,
      })),
      destination,
      keptMonths:
        destination === 'waitlist'
          ? retention.waitlistMonths
          : destination === 'subscribers'
            ? null
            : retention.emailMonths,
    }
  })
}

/** 'Required: Name, Email. Optional: State.' in the words' language. */
export function fieldsSentence(row: FormRow, words: FormWords): string {
  const list = (required: boolean) =>
    row.fields
      .filter((field) => field.required === required)
      .map((field) => field.label)
      .join(words.separator)
  const required = list(true)
  const optional = list(false)
  return [
    required && `${m.term_with_colon({ term: words.required })} ${required}.`,
    optional && `${m.term_with_colon({ term: words.optional })} ${optional}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

export function keptSentence(row: FormRow, words: FormWords, number: (n: number) => string) {
  return row.keptMonths === null ? words.keptUntilAsked : words.keptFor(number(row.keptMonths))
}

/** The privacy notice's "What our forms collect", made from the same rows as the trust center's. */
export function privacyFormsSection(
  rows: readonly FormRow[],
  words: FormWords,
  number: (n: number) => string,
): DocumentSection {
  return {
    id: 'what-forms-collect',
    heading: words.heading,
    blocks: [
      { kind: 'text', text: words.intro },
      {
        kind: 'facts',
        items: rows.map((row) => ({
          term: words.names[row.id],
          detail: [
            fieldsSentence(row, words),
            words.destinations[row.destination],
            keptSentence(row, words, number),
          ].join(' '),
        })),
      },
      { kind: 'text', text: words.honeypot },
    ],
  }
}
