import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/grant'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/grant')({
  staticData: { theme: 'info' },
  component: GrantRoute,
})

function GrantRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
