import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/support'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/supportcommunity')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: SupportRoute,
})

function SupportRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
