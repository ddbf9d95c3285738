// The language of this build (scripts/i18n/vite-locale.ts defines __SITE_LOCALE__): a constant, so
// each language's bundle keeps only its own branches.
import { baseLocale, localeInfo, type Locale } from '../../content/locales'

declare const __SITE_LOCALE__: string | undefined

export const locale: Locale =
  typeof __SITE_LOCALE__ === 'undefined' ? baseLocale : (__SITE_LOCALE__ as Locale)
export const localeDir = localeInfo[locale].dir
/** The router's base path: '' for English, '/es' for Spanish. */
export const localePrefix = localeInfo[locale].prefix
/** The tag for Intl's formatters. */
export const intlLocale = localeInfo[locale].intl
