// How the site search reads text, the same way at build time (scripts/search/build.ts, which
// indexes the prerendered pages) and in the browser (what the visitor types): words are cut on
// anything that is not a letter or a digit, folded (case, accents, the Arabic letter forms people
// type alike), stemmed where a stemmer helps and, in Arabic, freed of their clitics. docs/search.md
// explains each rule with examples; tests/search/search.test.ts holds them.
import { english, localeInfo, locales, type Locale } from '../../content/locales'
import { stopWords as stopWordsOf } from '../../content/search-words'

/** A language's stemmer: a word (already folded) to its stem. */
export type Stemmer = (word: string) => string

/** The stemmers a language's index needs: its own (none for Arabic) and English's. */
export type LanguageStemmers = { en: Stemmer; page?: Stemmer }

/** The fields of a searchable section: `text` is in the page's language, `en` marked lang="en". */
export type Field = 'page' | 'heading' | 'text' | typeof english

const arabicLetter = /[\u0600-\u06ff]/
const word = /[\p{L}\p{N}\u064b-\u065f\u0670\u0640]+/gu

/** Latin text as it is compared: lower case, no accents ('Química' and 'quimica' meet). */
export const foldLatin = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Arabic as it is compared: without vowel marks and tatweel, every alef with a hamza or madda as a
 * bare alef, the hamza on waw or yaa as that letter, taa marbuta as haa, alef maqsura as yaa, and
 * Arabic-Indic digits as Western ones.
 */
export function normaliseArabic(text: string) {
  return text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
}

// The clitics that join an Arabic word in front: a conjunction (و, ف), then a preposition
// (ب, ك, ل) and the article (ال; ل with ال is written لل).
const conjunctions = ['و', 'ف']
const prepositions = ['ب', 'ك', 'ل']
/** The shortest word left once a clitic is taken off: shorter, it was part of the word. */
const minStem = 2
const clitics = (() => {
  const heads = ['']
  for (const c of conjunctions) heads.push(c)
  for (const head of [...heads]) for (const p of prepositions) heads.push(head + p)
  for (const head of [...heads]) heads.push(head.endsWith('ل') ? `${head}ل` : `${head}ال`)
  return heads.filter(Boolean)
})()

/**
 * The forms of a normalised Arabic word with and without its leading clitics, the full word
 * first. A query's word gives every form ('والبناء': والبناء, والبناء less و, البناء, بناء); a
 * page's word only itself and its shortest form ('البناء': البناء, بناء). A word that merely
 * looks like it starts with a clitic ('بناء') also gives the shorter form (ناء), on both sides,
 * so the forms of a query's word always meet those of the same word, clitics or not, on a page.
 */
export function arabicForms(normalised: string, side: 'index' | 'query'): string[] {
  const forms = [normalised]
  for (const head of clitics) {
    if (!normalised.startsWith(head)) continue
    const rest = normalised.slice(head.length)
    if (rest.length >= minStem && !forms.includes(rest)) forms.push(rest)
  }
  if (side === 'query' || forms.length <= 2) return forms
  const shortest = forms.reduce((a, b) => (b.length < a.length ? b : a))
  return [normalised, shortest]
}

// Words too common to tell sections apart, as they are compared (folded, normalised): left out
// of the index and of the query. Each language lists its own (content/search-words.ts).
const stopWords = new Set(locales.flatMap((locale) => stopWordsOf[locale].split(' ')))

/** The words of a text, in order, as they are written. */
export const wordsOf = (text: string) => text.match(word) ?? []

export type Analyser = {
  /** The terms a field's text is indexed under (repeats kept: they count). */
  indexTerms: (text: string, field: Field) => string[]
  /**
   * The terms of a query: one list of alternatives per word, the last words first being what a
   * visitor is still typing. A section matches when it holds one alternative of every word
   * (prefixes count: 'photo' finds photosynthesis).
   */
  queryTerms: (query: string) => string[][]
  /** The key a written word is compared by, to mark it in a result (its alternatives' first). */
  markKeys: (written: string) => string[]
}

/**
 * The analyser of one language's index. Latin words on an English page, and in text marked
 * lang="en" on the others, take the English stem; the rest of a Spanish or French page the
 * language's own (its stemmer in content/locales.ts).
 * A query is typed without saying which it is, so a Latin word of a query is looked up by the
 * shorter of its stems (a prefix of the other in practice: 'químicas' gives quimic, not quimica).
 */
export function createAnalyser(locale: Locale, stemmers: LanguageStemmers): Analyser {
  // A language normalised as Arabic (content/locales.ts) also frees its words of their clitics;
  // Arabic letters on another language's page are only normalised.
  const freesClitics = localeInfo[locale].search.normaliser === 'arabic'
  const latinStems = (folded: string, field: Field | 'query'): string[] => {
    if (field === english || !stemmers.page) return [stemmers.en(folded)]
    const own = stemmers.page(folded)
    if (field !== 'query') return [own]
    const inEnglish = stemmers.en(folded)
    return [inEnglish.length < own.length ? inEnglish : own]
  }
  const analyseWord = (written: string, field: Field | 'query'): string[] => {
    if (arabicLetter.test(written)) {
      const normalised = normaliseArabic(written)
      if (!normalised || stopWords.has(normalised)) return []
      return freesClitics
        ? arabicForms(normalised, field === 'query' ? 'query' : 'index')
        : [normalised]
    }
    const folded = foldLatin(written)
    if (!folded || stopWords.has(folded)) return []
    return latinStems(folded, field)
  }
  return {
    indexTerms: (text, field) => wordsOf(text).flatMap((w) => analyseWord(w, field)),
    queryTerms: (query) =>
      wordsOf(query)
        .map((w) => analyseWord(w, 'query'))
        .filter((alternatives) => alternatives.length > 0),
    markKeys: (written) => [...analyseWord(written, 'text'), ...analyseWord(written, english)],
  }
}
