import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/uk-syllabus'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/uk-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: UkSyllabusRoute,
})

function UkSyllabusRoute() {
  return <InfoPage page={page} art="" />
}
