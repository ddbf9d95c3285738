import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/contact-us'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contactUs')({
  staticData: { theme: 'info' },
  component: ContactUsRoute,
})

function ContactUsRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
