// The country names in the build's language, from i18n-iso-countries: the module the language's
// entry in content/locales.ts names (scripts/i18n/vite-locale.ts makes `site-language/country-names`
// of it), so each language's bundle holds only its own names. The build ships the names alone, not
// the library (scripts/build-time-data-plugin.ts).
import { countryNames as names } from 'site-language/country-names'

/** Every ISO 3166-1 country by its official name in the build's language, keyed by its two-letter code. */
export const countryNames: Record<string, string> = names
