import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/australia-syllabus'
import { syllabus } from '../../content/syllabus/australia'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/australia-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: AustraliaSyllabusRoute,
})

function AustraliaSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
