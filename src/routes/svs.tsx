import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/schools'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svs')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: SchoolsRoute,
})

function SchoolsRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
