// The country names in the build's language, from i18n-iso-countries. The Spanish and Arabic
// builds swap this module for country-names.es.ts and country-names.ar.ts (docs/i18n.md), so each
// language's bundle holds only its own names. The build ships the names alone, not the library
// (scripts/build-time-data-plugin.ts).
import countries from 'i18n-iso-countries'
import names from 'i18n-iso-countries/langs/en.json'

countries.registerLocale(names)

/** Every ISO 3166-1 country by its official name in English, keyed by its two-letter code. */
export const countryNames: Record<string, string> = countries.getNames('en', { select: 'official' })
