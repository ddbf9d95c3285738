// The site's languages (docs/product.md, "Languages"): the one list of them. English is at the
// root, the others under their own prefix: /svs, /es/svs, /ar/svs, /fr/svs. The locale comes from
// the address only.
//
// One entry declares a language whole; everything else derives from this list: the address
// patterns, the builds, the service workers, the security policy's paths, the budgets' and the
// checks' samples, the fonts, the search, the inlang settings (checked against it by a test).
// docs/i18n.md, "Adding a language", is the checklist; tests/i18n/one-list.test.ts holds the rule
// that no code outside this list names a language.

export type LocaleInfo = {
  /** The language named in itself, as the switcher shows it. */
  name: string
  /** The blog's link to a post's version in the language, in the language itself (Read in English). */
  readIn: string
  /** The writing direction of <html dir>. */
  dir: 'ltr' | 'rtl'
  /** The BCP 47 tag for Intl: Arabic with Latin digits (docs/decisions/008-languages.md). */
  intl: string
  /** The address prefix: '' for English, '/es' for Spanish. */
  prefix: string
  /** The Open Graph locale. */
  ogLocale: string
  /**
   * The script its words are written in: which of the site's faces draw it and which texts each
   * face is cut to (scripts/fonts/faces.ts). A language in a new script needs a face for it.
   */
  script: 'latin' | 'arabic'
  /**
   * How the site search reads it (src/search/analyse.ts): the Orama stemmer module for its own
   * words (null: not stemmed) and how its letters are folded (Latin: case and accents, so that
   * 'electricite' finds 'électricité'; Arabic: letter forms and clitics). Its words, the too
   * common and the written two ways, are content (content/search-words.ts).
   */
  search: { stemmer: string | null; normaliser: 'latin' | 'arabic' }
  /** The module of its country names (i18n-iso-countries), for the forms, /CountryList, the proposal. */
  countryNames: string
}

/** The languages, in the order the switcher, hreflang and security.txt's Preferred-Languages list them. */
export const localeInfo = {
  en: {
    name: 'English',
    readIn: 'Read in English',
    dir: 'ltr',
    intl: 'en',
    prefix: '',
    ogLocale: 'en_US',
    script: 'latin',
    search: {
      stemmer: '@orama/stemmers/english',
      normaliser: 'latin',
    },
    countryNames: 'i18n-iso-countries/langs/en.json',
  },
  es: {
    name: 'Español',
    readIn: 'Leer en español',
    dir: 'ltr',
    intl: 'es',
    prefix: '/es',
    ogLocale: 'es_ES',
    script: 'latin',
    search: {
      stemmer: '@orama/stemmers/spanish',
      normaliser: 'latin',
    },
    countryNames: 'i18n-iso-countries/langs/es.json',
  },
  ar: {
    name: 'العربية',
    readIn: 'اقرأ بالعربية',
    dir: 'rtl',
    intl: 'ar-u-nu-latn',
    prefix: '/ar',
    ogLocale: 'ar_AR',
    script: 'arabic',
    search: {
      stemmer: null,
      normaliser: 'arabic',
    },
    countryNames: 'i18n-iso-countries/langs/ar.json',
  },
  fr: {
    name: 'Français',
    readIn: 'Lire en français',
    dir: 'ltr',
    intl: 'fr',
    prefix: '/fr',
    ogLocale: 'fr_FR',
    script: 'latin',
    search: {
      stemmer: '@orama/stemmers/french',
      normaliser: 'latin',
    },
    countryNames: 'i18n-iso-countries/langs/fr.json',
  },
} as const satisfies Record<string, LocaleInfo>

export type Locale = keyof typeof localeInfo
export const locales = Object.keys(localeInfo) as Locale[]
/** The language at the root of the site, without a prefix. */
export const baseLocale = 'en' as const satisfies Locale
/**
 * English as the language of what is written only in it, whatever the page's: the curricula's
 * topics, the posts not translated, the trust center's technical terms (marked lang="en").
 */
export const english = 'en' as const satisfies Locale

/** The languages with a prefix: every one but English. */
export const prefixedLocales = locales.filter((locale) => localeInfo[locale].prefix)

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/**
 * The prefixed languages' codes as a regular expression's alternatives, 'es|ar|fr': for the
 * patterns of addresses and files (a language's assets, worker, pages) built from this list.
 */
export const prefixedCodes = prefixedLocales.join('|')

/** '/es/assets/x.js' and '/assets/x.js' for `underAnyLanguage('assets/')`: any language's folder. */
export const underAnyLanguage = (rest: string, flags = '') =>
  new RegExp(`^(?:/(?:${prefixedCodes}))?/${rest}`, flags)

/** A prefixed language's address or folder: '/es', '/es/svs' (not '/espacio'). */
export const languagePrefix = new RegExp(`^/(${prefixedCodes})(?=/|$)`, 'i')

/** The locale a path belongs to, and the path without its prefix: '/es/svs' gives es and '/svs'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = languagePrefix.exec(pathname)
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
