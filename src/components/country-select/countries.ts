import countries from 'i18n-iso-countries'
import english from 'i18n-iso-countries/langs/en.json'

export type CountryOption = { code: string; name: string }

countries.registerLocale(english)

/** Every ISO 3166-1 country (about 249), by English name; loaded only when a form needs it. */
export const countryOptions: CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
