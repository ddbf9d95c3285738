import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/ib-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/ib-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: IbSyllabusRoute,
})

function IbSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
