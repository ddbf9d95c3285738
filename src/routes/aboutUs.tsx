import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/about'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/aboutUs')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: AboutRoute,
})

function AboutRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
