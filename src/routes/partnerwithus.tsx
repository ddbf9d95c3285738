import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/partner'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { PartnerPage } from '../views/partner/partner-page'

export const Route = createFileRoute('/partnerwithus')({
  staticData: { theme: 'info', hideAboutSection: true, ownContactForm: true },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: PartnerPage,
})
