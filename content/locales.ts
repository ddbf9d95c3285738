// The site's languages (docs/product.md, "Languages"). English is at the root, the others under their own prefix:
// /svs, /es/svs, /ar/svs. The locale comes from the address only.

export const locales = ['en', 'es', 'ar'] as const
export type Locale = (typeof locales)[number]
export const baseLocale: Locale = 'en'

export type LocaleInfo = {
  /** The language named in itself, as the switcher shows it. */
  name: string
  /** The writing direction of <html dir>. */
  dir: 'ltr' | 'rtl'
  /** The BCP 47 tag for Intl: Arabic with Latin digits (docs/decisions/008-languages.md). */
  intl: string
  /** The address prefix: '' for English, '/es' for Spanish. */
  prefix: string
  /** The Open Graph locale. */
  ogLocale: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: 'English', dir: 'ltr', intl: 'en', prefix: '', ogLocale: 'en_US' },
  es: { name: 'Español', dir: 'ltr', intl: 'es', prefix: '/es', ogLocale: 'es_ES' },
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn', prefix: '/ar', ogLocale: 'ar_AR' },
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** The locale a path belongs to, and the path without its prefix: '/es/svs' gives es and '/svs'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es|ar)(?=\/|$)/i.exec(pathname)
  const prefix = match?.[1]?.toLowerCase()
  if (!match || !isLocale(prefix)) return { locale: baseLocale, path: pathname }
  return { locale: prefix, path: pathname.slice(match[0].length) || '/' }
}

/**
 * A locale-free path ('/svs', '/') in a locale: '/es/svs', and '/es/' for the home page (the
 * router's own spelling of its base path; every other page has no trailing slash).
 */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale]
  if (!prefix) return path
  return path === '/' ? `${prefix}/` : prefix + path
}
