import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/training'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/training-and-certification')({
  staticData: { theme: 'info' },
  component: TrainingRoute,
})

function TrainingRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
