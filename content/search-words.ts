// The site search's words in each language (src/search): the words too common to tell sections
// apart, the words written two ways for one thing, and a word its pages hold for the benchmarks.
import type { Locale } from './locales'

/**
 * Words too common to tell sections apart, as the search compares them (folded: no accents, and
 * Arabic normalised): left out of the index and of the query, whichever language they come from.
 */
export const stopWords: Record<Locale, string> = {
  en:
    'a an and are as at be by for from has have in is it its of on or that the this to was ' +
    'were will with you your can our we they their',
  es: 'al con de del el en es la las lo los para por que se su sus un una y o como mas',
  ar: 'في من على الى عن مع او ان ما هذا هذه التي الذي ثم كل قد لا هو هي',
  fr:
    'le la les des du de un une et ou en au aux pour par sur dans est sont que qui ce cette ' +
    'ces son sa ses vous nous leur leurs avec',
}

/** A word each language's search finds on its pages: what the benchmarks type (scripts/interactions.mjs). */
export const sampleQuery: Record<Locale, string> = {
  en: 'photosynthesis',
  es: 'fotosintesis',
  ar: 'بناء ضوئي',
  fr: 'photosynthese',
}

/**
 * Words the site writes two ways for one thing: a search for one also finds the other. Each group
 * lists phrases as they are written on the pages; the search reads them as it reads a query
 * (normalised, stemmed, clitics aside).
 */
export const searchSynonyms: Record<Locale, readonly (readonly string[])[]> = {
  en: [
    ['licence', 'license'],
    ['grant', 'funding'],
    ['VR', 'virtual reality'],
  ],
  es: [
    ['licencia', 'suscripción'],
    ['subvención', 'beca'],
    ['RV', 'realidad virtual'],
  ],
  ar: [
    ['البناء الضوئي', 'التمثيل الضوئي'],
    ['منحة', 'دعم'],
    ['الواقع الافتراضي', 'VR'],
  ],
  fr: [
    ['licence', 'abonnement'],
    ['subvention', 'financement'],
    ['RV', 'réalité virtuelle'],
  ],
}
