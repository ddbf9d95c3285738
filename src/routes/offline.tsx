import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/offline'
import { pageHeadLater } from '../seo/heads-later'
import { headFromLoader } from '../seo/head-from-loader'
import { OfflinePageView } from '../offline'

// Kept out of search results: the service worker shows it in place of a page not kept offline.
export const Route = createFileRoute('/offline')({
  staticData: { theme: 'plain' },
  loader: async () => ({
    head: await pageHeadLater({
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
