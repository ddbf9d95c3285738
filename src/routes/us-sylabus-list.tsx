import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/us-syllabus'
import { syllabus } from '../../content/syllabus/us'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/us-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: UsSyllabusRoute,
})

function UsSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
