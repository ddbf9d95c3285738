import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/contact'
import { paths } from '../../content/paths'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/contact')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page, { canonicalPath: paths.contactUs }) }),
  head: headFromLoader,
  component: ContactRoute,
})

function ContactRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
