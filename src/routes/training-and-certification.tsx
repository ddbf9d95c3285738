import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/training'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/training-and-certification')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: TrainingRoute,
})

function TrainingRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
