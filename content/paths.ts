// The site's addresses, the same in every language: the router's basepath adds the language's
// prefix (/es, /ar), so a link's `to` never changes with the language (docs/i18n.md).

export const paths = {
  home: '/',
  about: '/aboutUs',
  contactUs: '/contactUs',
  contact: '/contact',
  schools: '/svs',
  individuals: '/svi',
  labSetup: '/lab-setup-and-learning',
  curriculum: '/curriculum',
  subjects: '/subjects',
  training: '/training-and-certification',
  grant: '/grant',
  support: '/supportcommunity',
  partner: '/partnerwithus',
  blogs: '/blogs',
  countryList: '/CountryList',
  accessibility: '/accessibility',
  privacy: '/privacy',
  notFound: '/not-found',
  offline: '/offline',
  proposal: '/proposal',
  search: '/search',
  trust: '/trust',
} as const

/**
 * Where each language's site search index is served, under the language's prefix
 * (/search-index.json, /es/search-index.json): the build writes it, the search and the service
 * worker fetch it (docs/search.md).
 */
export const searchIndexPath = '/search-index.json'

/** The shared About section's form carries this anchor id. */
export const contactAnchor = 'contact'
