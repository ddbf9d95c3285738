import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/ib-syllabus'
import { syllabus } from '../../content/syllabus/ib'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/ib-sylabus-list')({
  staticData: { theme: 'syllabus' },
  component: IbSyllabusRoute,
})

function IbSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
