import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/subjects'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/subjects')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: SubjectsRoute,
})

function SubjectsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
