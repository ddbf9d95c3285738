import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/schools'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svs')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: SchoolsRoute,
})

function SchoolsRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
