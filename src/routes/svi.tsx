import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/individuals'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svi')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: IndividualsRoute,
})

function IndividualsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
