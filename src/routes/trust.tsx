import { createFileRoute } from '@tanstack/react-router'
import { trust } from '../../content/pages/trust'
import { pageHeadLater } from '../seo/heads-later'
import { headFromLoader } from '../seo/head-from-loader'
import { loadTrustData, TrustPage } from '../trust'

export const Route = createFileRoute('/trust')({
  staticData: { theme: 'info', hideAboutSection: true },
  // The facts are read from the code where the loader runs: at build time, so the prerendered
  // page carries them and hydrates without fetching the module that read them.
  loader: async () => ({
    head: await pageHeadLater({
      title: trust.title,
      description: trust.description,
      path: trust.path,
    }),
    data: await loadTrustData(),
  }),
  head: headFromLoader,
  component: TrustRoute,
})

function TrustRoute() {
  return <TrustPage data={Route.useLoaderData().data} />
}
