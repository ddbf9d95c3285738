import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/partner'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/partnerwithus')({
  staticData: { theme: 'info', hideAboutSection: true },
  component: PartnerRoute,
})

function PartnerRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
