import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/support'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/supportcommunity')({
  staticData: { theme: 'info' },
  component: SupportRoute,
})

function SupportRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
