// لغات الموقع (content/locales.ts) كما تسمّيها جملة عربية (انظر language-names.ts).
import type * as en from './language-names'
import { locales } from './locales'

export const languageNames: typeof en.languageNames = {
  en: 'الإنجليزية',
  es: 'الإسبانية',
  ar: 'العربية',
  fr: 'الفرنسية',
}

/** The names in the list's order, the page's own language first. */
const names = [languageNames.ar, ...locales.filter((l) => l !== 'ar').map((l) => languageNames[l])]

/** 'بالعربية والإنجليزية والإسبانية والفرنسية': و joined to each name after the first. */
export const inEveryLanguage: typeof en.inEveryLanguage = `ب${names.join(' و')}`
/** 'بالعربية أو الإنجليزية أو الإسبانية أو الفرنسية'. */
export const inAnyLanguage: typeof en.inAnyLanguage = `ب${names.join(' أو ')}`
