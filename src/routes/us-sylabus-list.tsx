import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/us-syllabus'
import { syllabus } from '../../content/syllabus/us'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/us-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: UsSyllabusRoute,
})

function UsSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
