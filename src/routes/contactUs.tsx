import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/contact-us'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contactUs')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: ContactUsRoute,
})

function ContactUsRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
