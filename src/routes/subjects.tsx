import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/subjects'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/subjects')({
  staticData: { theme: 'info' },
  component: SubjectsRoute,
})

function SubjectsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
