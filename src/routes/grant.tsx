import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/grant'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/grant')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: GrantRoute,
})

function GrantRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
