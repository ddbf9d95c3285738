// The stemmers of this build's language (scripts/i18n/vite-locale.ts swaps in stemmers.es.ts or
// stemmers.ar.ts): English pages need only English's (analyse.ts).
import { stemmer as english } from '@orama/stemmers/english'
import type { LanguageStemmers } from './analyse'

export const stemmers: LanguageStemmers = { en: english }
