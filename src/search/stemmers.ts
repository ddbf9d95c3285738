// The stemmers of this build's language: English's, for what is marked lang="en" (and English's
// own pages), and the language's own, the one its entry in content/locales.ts names (none for
// Arabic, which is normalised and freed of its clitics instead: analyse.ts).
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as page } from 'site-language/stemmer'
import type { LanguageStemmers } from './analyse'

export const stemmers: LanguageStemmers = page ? { en: english, page } : { en: english }
