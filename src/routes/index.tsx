import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/home'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/')({
  staticData: { theme: 'home' },
  component: HomeRoute,
})

function HomeRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" dark />
}
