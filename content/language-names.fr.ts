// Les langues du site (content/locales.ts) telles qu’une phrase en français les nomme (voir
// language-names.ts).
import type * as en from './language-names'
import { locales } from './locales'

export const languageNames: typeof en.languageNames = {
  en: 'anglais',
  es: 'espagnol',
  ar: 'arabe',
  fr: 'français',
}

/** The names in the list's order, the page's own language first, each after « en ». */
const names = [
  languageNames.fr,
  ...locales.filter((l) => l !== 'fr').map((l) => languageNames[l]),
].map((name) => `en ${name}`)

/** 'a, b et c'. */
const list = (items: readonly string[], word: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`

/** 'en français, en anglais, en espagnol et en arabe'. */
export const inEveryLanguage: typeof en.inEveryLanguage = list(names, 'et')
/** 'en français, en anglais, en espagnol ou en arabe'. */
export const inAnyLanguage: typeof en.inAnyLanguage = list(names, 'ou')
