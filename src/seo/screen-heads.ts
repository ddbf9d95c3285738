import { page as notFoundPage } from '../../content/pages/not-found'
import { m } from '../paraglide/messages'
import { documentTitle, pageHead, type RouteHead } from './head'

/** The not-found page: said plainly, and kept out of search results. */
export function notFoundHead(): RouteHead {
  return pageHead({
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: notFoundPage.path,
    noindex: true,
  })
}

/** The router's error screen. */
export function errorHead(): RouteHead {
  return {
    meta: [{ title: documentTitle(m.seo_error_title()) }, { name: 'robots', content: 'noindex' }],
    links: [],
  }
}
