import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/training'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/training-and-certification')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: TrainingRoute,
})

function TrainingRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
