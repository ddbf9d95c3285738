import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/contact-us'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contactUs')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: ContactUsRoute,
})

function ContactUsRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
