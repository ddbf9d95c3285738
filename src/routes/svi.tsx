import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/individuals'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/svi')({
  staticData: { theme: 'info' },
  component: IndividualsRoute,
})

function IndividualsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
