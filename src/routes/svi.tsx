import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/individuals'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svi')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: IndividualsRoute,
})

function IndividualsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
