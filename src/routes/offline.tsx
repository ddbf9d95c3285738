import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/offline'
import { headFromLoader, pageHead } from '../seo/head'
import { OfflinePageView } from '../offline'

// Kept out of search results: the service worker shows it in place of a page not kept offline.
export const Route = createFileRoute('/offline')({
  staticData: { theme: 'plain' },
  loader: () => ({
    head: pageHead({
      title: page.title,
      description: page.description,
      path: page.path,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: OfflineRoute,
})

function OfflineRoute() {
  return <OfflinePageView page={page} />
}
