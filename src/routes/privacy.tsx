import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { documentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/privacy'
import { loadPrivacyForms, withFormsSection } from '../trust'
import { DocumentPageView } from '../views/document/document-page'

export const Route = createFileRoute('/privacy')({
  staticData: { theme: 'info' },
  // "What our forms collect" is made from the forms' one definition where the loader runs, as the
  // trust center's table is (src/trust).
  loader: async () => ({
    head: await documentPageHeadLater(page),
    forms: await loadPrivacyForms(),
  }),
  head: headFromLoader,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <DocumentPageView page={withFormsSection(page, Route.useLoaderData().forms)} />
}
