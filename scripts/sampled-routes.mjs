// The route families the speed checks sample (docs/performance.md): one address per family, in
// every language of content/locales.ts. `npm test` (scripts/load-budget.mjs, scripts/lighthouse.mjs)
// takes the home page and the proposal in every language and every other family in one, the
// languages taking turns down the list; the benchmark (scripts/lighthouse.mjs --table) takes every
// family in every language.
//
// A new kind of page adds its family here, with an address that exists in every language.

import { localeInfo, locales, splitLocale } from '../content/locales.ts'

/** Each family of routes, by one address of it without the language's prefix. */
export const routeFamilies = [
  { family: 'home', path: '/' },
  { family: 'world', path: '/BioVerse' },
  { family: 'information page', path: '/svs' },
  { family: 'curriculum list', path: '/cambridge-sylabus-list' },
  { family: 'countries', path: '/CountryList' },
  { family: 'blog list', path: '/blogs' },
  { family: 'blog post', path: '/blogs/the-thermite-reaction-without-the-risk' },
  { family: 'blog category', path: '/blogs/category/teaching-guides' },
  // In every language: its document is made from words of four pages and the country names, all
  // of them the page's language's, so each language loads its own data.
  { family: 'proposal', path: '/proposal', everyLanguage: true },
  { family: 'offline page', path: '/offline' },
  { family: 'search', path: '/search' },
  { family: 'trust center', path: '/trust' },
]

/** Each language's prefix, English's first: '', '/es', …. */
export const languagePrefixes = locales.map((locale) => localeInfo[locale].prefix)

/** A family's address in a language: '/' → '/es/', '/svs' → '/es/svs'. */
export const inLanguage = (path, prefix) => (path === '/' && prefix ? `${prefix}/` : prefix + path)

/** Whether an address is a home page, whose budgets are tighter. */
export const isHomePath = (path) => {
  const { path: rest } = splitLocale(path.replace(/^https?:\/\/[^/]+/, ''))
  return rest === '/' || rest === ''
}

/**
 * What `npm test` samples: the home page and a family marked `everyLanguage` in every language,
 * each other family in one.
 */
export function sampledPaths() {
  return routeFamilies.flatMap(({ path, everyLanguage }, n) =>
    path === '/' || everyLanguage
      ? languagePrefixes.map((prefix) => inLanguage(path, prefix))
      : [inLanguage(path, languagePrefixes[(n - 1) % languagePrefixes.length])],
  )
}

/** What the benchmark measures: every family in every language. */
export function everyPath() {
  return routeFamilies.flatMap(({ path }) =>
    languagePrefixes.map((prefix) => inLanguage(path, prefix)),
  )
}
