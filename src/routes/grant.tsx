import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/grant'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/grant')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: GrantRoute,
})

function GrantRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
