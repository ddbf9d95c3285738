import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { documentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/privacy'
import { DocumentPageView } from '../views/document/document-page'

export const Route = createFileRoute('/privacy')({
  staticData: { theme: 'info' },
  loader: () => ({ head: documentPageHead(page) }),
  head: headFromLoader,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <DocumentPageView page={page} />
}
