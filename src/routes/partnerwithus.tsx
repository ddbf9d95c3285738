import { createFileRoute } from '@tanstack/react-router'
import { PartnerPage } from '../views/partner/partner-page'

export const Route = createFileRoute('/partnerwithus')({
  staticData: { theme: 'info', hideAboutSection: true },
  component: PartnerPage,
})
