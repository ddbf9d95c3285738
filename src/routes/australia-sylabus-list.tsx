import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/australia-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/australia-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: AustraliaSyllabusRoute,
})

function AustraliaSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
