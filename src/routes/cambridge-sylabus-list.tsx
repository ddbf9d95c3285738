import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/cambridge-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/cambridge-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: CambridgeSyllabusRoute,
})

function CambridgeSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
