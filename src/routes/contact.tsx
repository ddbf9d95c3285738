import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/contact'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contact')({
  staticData: { theme: 'info' },
  component: ContactRoute,
})

function ContactRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
