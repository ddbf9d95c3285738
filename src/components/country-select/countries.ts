import { intlLocale } from '../../i18n/locale'
import { countryNames } from './country-names'

export type CountryOption = { code: string; name: string }

const collator = new Intl.Collator(intlLocale)

/**
 * Every ISO 3166-1 country (about 249), by name in the visitor's language and in its alphabetical
 * order; loaded only when a form needs it.
 */
export const countryOptions: CountryOption[] = Object.entries(countryNames)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => collator.compare(a.name, b.name))
