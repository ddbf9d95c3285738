// Spanish pages: Spanish's stemmer for their text, English's for what is marked lang="en".
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import type { LanguageStemmers } from './analyse'

export const stemmers: LanguageStemmers = { en: english, page: spanish }
