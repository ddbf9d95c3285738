import type { FormValues } from '../../machines/form.machine'
import { localeInfo, type Locale } from '../../content/locales'
import type { FormDefinition } from '../../schemas/forms/define'
import { locale as siteLocale } from '../i18n/locale'
import { sendEmail } from './email'
import { joinWaitlist, subscribe } from './forms-api'

/** 'Español (es)': the language named in itself, and its code. */
export const languageLabel = (locale: Locale) => `${localeInfo[locale].name} (${locale})`

/**
 * What a form sends: its own parameters (docs/product.md, "Forms › What is sent") and the visitor's language, so that the team
 * answers in it. The service's endpoints take it as `locale`; an e-mail gets `locale` for the
 * template and a last line in its message that a person reads: 'Language: Español (es)'.
 */
export function payloadOf(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
  locale: Locale = siteLocale,
): Record<string, string> {
  const params = form.compose(values, context)
  if (form.channel.kind !== 'email') return { ...params, locale }
  const line = `Language: ${languageLabel(locale)}`
  return { ...params, message: params.message ? `${params.message}\n\n${line}` : line, locale }
}

/** Sends a form where its definition says: e-mail, the waitlist or the blog's subscribers. */
export async function sendForm(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
) {
  const params = payloadOf(form, values, context)
  switch (form.channel.kind) {
    case 'email':
      return sendEmail(form.channel.template, params)
    case 'waitlist':
      return joinWaitlist(params)
    case 'subscribe':
      return subscribe(params)
  }
}
