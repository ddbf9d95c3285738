import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/india-syllabus'
import { syllabus } from '../../content/syllabus/india'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/india-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: IndiaSyllabusRoute,
})

function IndiaSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
