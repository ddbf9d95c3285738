import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { documentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/accessibility'
import { DocumentPageView } from '../views/document/document-page'

export const Route = createFileRoute('/accessibility')({
  staticData: { theme: 'info' },
  loader: () => ({ head: documentPageHead(page) }),
  head: headFromLoader,
  component: AccessibilityRoute,
})

function AccessibilityRoute() {
  return <DocumentPageView page={page} />
}
