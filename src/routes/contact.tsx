import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/contact'
import { paths } from '../../content/paths'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contact')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page, { canonicalPath: paths.contactUs }),
  head: headFromLoader,
  component: ContactRoute,
})

function ContactRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
