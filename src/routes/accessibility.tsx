import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { documentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/accessibility'
import { DocumentPageView } from '../views/document/document-page'

export const Route = createFileRoute('/accessibility')({
  staticData: { theme: 'info' },
  loader: async () => ({ head: await documentPageHeadLater(page) }),
  head: headFromLoader,
  component: AccessibilityRoute,
})

function AccessibilityRoute() {
  return <DocumentPageView page={page} />
}
