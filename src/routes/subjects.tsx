import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/subjects'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/subjects')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: SubjectsRoute,
})

function SubjectsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
