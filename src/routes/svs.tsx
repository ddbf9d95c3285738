import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/schools'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svs')({
  staticData: { theme: 'info' },
  component: SchoolsRoute,
})

function SchoolsRoute() {
  return <InfoPage page={page} art="lab-setup" />
}
