import { createFileRoute } from '@tanstack/react-router'
import { searchCopy } from '../../content/pages/search'
import { pageHeadLater } from '../seo/heads-later'
import { headFromLoader } from '../seo/head-from-loader'
import { SearchPage } from '../search'

// The site search as a page (docs/search.md). It reads ?q= itself once it has woken, so an
// address with a query is hydrated like any other; kept out of search engines and the sitemap.
export const Route = createFileRoute('/search')({
  staticData: { theme: 'plain', readsAddressAfterMount: true },
  loader: async () => ({
    head: await pageHeadLater({
      title: searchCopy.title,
      description: searchCopy.description,
      path: searchCopy.path,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: SearchPage,
})
