// How /CountryList names an eligible country. In English, as content/eligible-countries.ts spells
// it. The Spanish and Arabic builds swap this module for country-name.es.ts and country-name.ar.ts
// (docs/i18n.md), which name it from its code in their language; English bundles no country data.

/** The name the page shows for an eligible country, given as content lists it. */
export const countryName = (english: string): string => english
