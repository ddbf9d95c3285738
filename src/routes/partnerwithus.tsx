import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/partner'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { PartnerPage } from '../views/partner/partner-page'

export const Route = createFileRoute('/partnerwithus')({
  staticData: { theme: 'info', hideAboutSection: true, ownContactForm: true },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: PartnerPage,
})
