// The modules the build makes from the language's entry in content/locales.ts
// (scripts/i18n/vite-locale.ts): each in the build's language, or in that of a module written for one.

declare module 'site-language/stemmer' {
  /** The language's search stemmer (a word, folded, to its stem); undefined: not stemmed. */
  export const stemmer: ((word: string) => string) | undefined
}

declare module 'site-language/country-names' {
  /** Every ISO 3166-1 country by its official name in the language, by its two-letter code. */
  export const countryNames: Record<string, string>
}

declare module 'site-language/read-in' {
  /** 'Read in English', 'Leer en español', …: each language's, in itself, by its code. */
  export const readIn: Record<string, string>
}
