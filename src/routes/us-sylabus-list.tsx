import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/us-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/us-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: UsSyllabusRoute,
})

function UsSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
