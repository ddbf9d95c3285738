// The country names in Arabic, from i18n-iso-countries: the Arabic build's country-names.ts
// (docs/i18n.md), so that it bundles no other language's names; the build ships the names alone
// (scripts/build-time-data-plugin.ts).
import countries from 'i18n-iso-countries'
import names from 'i18n-iso-countries/langs/ar.json'

countries.registerLocale(names)

/** Every ISO 3166-1 country by its official name in Arabic, keyed by its two-letter code. */
export const countryNames: Record<string, string> = countries.getNames('ar', { select: 'official' })
