// The site's languages (content/locales.ts) as a sentence in English names them: what the privacy
// notice, the accessibility statement and the search page say the site is written in. The list
// is the one of content/locales.ts: a language added there is a name to add here (the type asks
// for it), and every sentence that lists the languages names it too
// (tests/i18n/privacy-notice.test.ts).
import { locales, type Locale } from './locales'

/** Each language of the site, as an English sentence names it. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  ar: 'Arabic',
  fr: 'French',
}

/** The names in the list's order, the page's own language first. */
const names = [languageNames.en, ...locales.filter((l) => l !== 'en').map((l) => languageNames[l])]

/** 'a, b and c': the last joined by the word, no comma before it. */
const list = (items: readonly string[], word: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`

/** 'in English, Spanish, Arabic and French'. */
export const inEveryLanguage: string = `in ${list(names, 'and')}`
/** 'in English, Spanish, Arabic or French'. */
export const inAnyLanguage: string = `in ${list(names, 'or')}`
