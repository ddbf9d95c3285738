// Words the site writes two ways for one thing: a search for one also finds the other (the site
// search, src/search). Each group lists phrases as they are written on the pages; the search
// reads them as it reads a query (normalised, stemmed, clitics aside).
import type { Locale } from './locales'

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
