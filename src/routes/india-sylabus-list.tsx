import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/india-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/india-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: IndiaSyllabusRoute,
})

function IndiaSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
