// How /CountryList names an eligible country: in English, as content/eligible-countries.ts spells
// it; in another language from its code, with that language's names (the build's country-names
// module). The test is on a constant, so English's bundle keeps no country data.
import { baseLocale } from '../../../content/locales'
import { countryNames } from '../../components/country-select/country-names'
import { locale } from '../../i18n/locale'
import { eligibleCountryCodes } from './eligible-codes'

/** The name the page shows for an eligible country, given as content lists it (in English). */
export const countryName = (english: string): string => {
  if (locale === baseLocale) return english
  const code = eligibleCountryCodes[english]
  return (code && countryNames[code]) || english
}
