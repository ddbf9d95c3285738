import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/about'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/aboutUs')({
  staticData: { theme: 'info' },
  component: AboutRoute,
})

function AboutRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
