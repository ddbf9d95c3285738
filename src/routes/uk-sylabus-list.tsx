import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/uk-syllabus'
import { syllabus } from '../../content/syllabus/uk'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/uk-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: UkSyllabusRoute,
})

function UkSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
