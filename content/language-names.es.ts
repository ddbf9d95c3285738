// Los idiomas del sitio (content/locales.ts) como los nombra una frase en español (véase
// language-names.ts).
import type * as en from './language-names'
import { locales } from './locales'

export const languageNames: typeof en.languageNames = {
  en: 'inglés',
  es: 'español',
  ar: 'árabe',
  fr: 'francés',
}

/** The names in the list's order, the page's own language first. */
const names = [languageNames.es, ...locales.filter((l) => l !== 'es').map((l) => languageNames[l])]

/** 'a, b y c': «e» before a word that starts with the sound i, «u» before o. */
function list(items: readonly string[], word: 'y' | 'o') {
  const last = items.at(-1) ?? ''
  const sound = last.normalize('NFD').replace(/^h/i, '').charAt(0).toLowerCase()
  const joined = word === 'y' && sound === 'i' ? 'e' : word === 'o' && sound === 'o' ? 'u' : word
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${joined} ${last}`
}

/** 'en español, inglés, árabe y francés'. */
export const inEveryLanguage: typeof en.inEveryLanguage = `en ${list(names, 'y')}`
/** 'en español, inglés, árabe o francés'. */
export const inAnyLanguage: typeof en.inAnyLanguage = `en ${list(names, 'o')}`
