// Arabic pages: Arabic is normalised and freed of its clitics, not stemmed (analyse.ts); Latin
// words on them are English.
import { stemmer as english } from '@orama/stemmers/english'
import type { LanguageStemmers } from './analyse'

export const stemmers: LanguageStemmers = { en: english }
