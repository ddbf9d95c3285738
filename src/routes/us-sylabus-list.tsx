import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/us-syllabus'
import { syllabus } from '../../content/syllabus/us'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/us-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: UsSyllabusRoute,
})

function UsSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
