// The site search's words: its page (/search) and the header's search dialog (src/search).
import { inAnyLanguage } from '../language-names'
import { paths } from '../paths'

export type SearchCopy = {
  path: string
  /** The document title, without the product-name suffix. */
  title: string
  description: string
  heading: string
  intro: string
  /** The field's label. */
  label: string
  placeholder: string
  /** The button of the form that works before the page wakes. */
  submit: string
  /** The results list's name. */
  resultsLabel: string
  loading: string
  hint: string
  one: string
  /** {count}: how many. */
  many: string
  /** {query}: what was searched. */
  none: string
  noneHelp: string
  blogSearch: string
  contact: string
  failed: string
  retry: string
  offline: string
  /** {max}: the length searched. */
  cut: string
  keptOffline: string
  /** Said only without script (the page's <noscript>), before links to the main pages. */
  noScript: string
  kinds: {
    world: string
    curriculum: string
    page: string
    faq: string
    countries: string
    grant: string
    post: string
  }
}

export const searchCopy: SearchCopy = {
  path: paths.search,
  title: 'Search',
  description:
    'Search the whole site: the worlds, curriculum topics, information pages and their questions, the grant, the countries and the blog.',
  heading: 'Search the site',
  intro: `Find a topic, a world, a page or a question ${inAnyLanguage}, also offline once you have visited.`,
  label: 'Search the site',
  placeholder: 'Photosynthesis, grant deadline, Kenya…',
  submit: 'Search',
  resultsLabel: 'Results',
  loading: 'Loading the search…',
  hint: 'Type a topic, a page or a question.',
  one: '1 result',
  many: '{count} results',
  none: 'No results for “{query}”.',
  noneHelp: 'Try other words, search the blog, or ask us.',
  blogSearch: 'Search the blog',
  contact: 'Ask us through the contact form',
  failed: 'The search could not be loaded.',
  retry: 'Try again',
  offline:
    'You are offline and the search is not kept on this device yet. It loads again as soon as you are back online.',
  cut: 'Your search was long: only its first {max} characters are searched.',
  keptOffline: 'Readable offline',
  noScript:
    'Search results need JavaScript, which is not running in this browser. You can still reach the site’s main pages from here:',
  kinds: {
    world: 'World',
    curriculum: 'Curriculum',
    page: 'Page',
    faq: 'Question',
    countries: 'Countries',
    grant: 'Grant',
    post: 'Blog post',
  },
}
