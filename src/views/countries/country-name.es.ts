// How the Spanish /CountryList names an eligible country: from its ISO code, with the Spanish
// names of i18n-iso-countries (the build's country-names module, country-names.es.ts).
import { countryNames } from '../../components/country-select/country-names'
import { eligibleCountryCodes } from './eligible-codes'

/** The name the page shows for an eligible country, given as content lists it (in English). */
export const countryName = (english: string): string => {
  const code = eligibleCountryCodes[english]
  return (code && countryNames[code]) || english
}
