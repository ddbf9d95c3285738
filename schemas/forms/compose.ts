import { localeInfo, type Locale } from '../../content/locales'
import { enquiryFieldPrefix, enquiryFormParam } from './check'
import { withoutHidden, type FormDefinition, type FormValues } from './define'

// What a form sends, composed from what was typed, in one place: the browser sends it
// (`payloadOf` in src/enquiry/send-form.ts), and the service's outbox composes an e-mail enquiry
// again from the fields it has checked and stores its own composition, not the one it was sent
// (server/outbox-routes.ts), so that a stored message says only what the checks saw.

/** 'Español (es)': the language named in itself, and its code. */
export const languageLabel = (locale: Locale) => `${localeInfo[locale].name} (${locale})`

/**
 * What lets the service check an e-mail enquiry with its form's definition: the form's one name
 * (`form`) and each of its fields as typed, `field_` and its name in the definition
 * (`field_schoolName`). They go beside the composed parameters, which the templates use.
 */
export function enquiryFields(form: FormDefinition, values: FormValues): Record<string, string> {
  return {
    [enquiryFormParam]: form.id,
    ...Object.fromEntries(
      Object.keys(form.fields).map((name) => [
        `${enquiryFieldPrefix}${name}`,
        String(values[name] ?? ''),
      ]),
    ),
  }
}

/**
 * What a form sends: its own parameters (docs/product.md, "Forms › What is sent") and the
 * visitor's language, so that the team answers in it. The service's endpoints take it as
 * `locale`; an e-mail gets `locale` for the template, a last line in its message that a person
 * reads ('Language: Español (es)'), and its form's name and fields (`enquiryFields`).
 */
export function composeEnquiry(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
  locale: Locale,
): Record<string, string> {
  // A field the form hides is sent empty: what was typed in it before it was hidden is not asked.
  const sent = withoutHidden(form.fields, values)
  const params = form.compose(sent, context)
  if (form.channel.kind !== 'email') return { ...params, locale }
  const line = `Language: ${languageLabel(locale)}`
  return {
    ...params,
    message: params.message ? `${params.message}\n\n${line}` : line,
    locale,
    ...enquiryFields(form, sent),
  }
}
