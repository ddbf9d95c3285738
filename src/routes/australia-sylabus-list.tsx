import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/australia-syllabus'
import { syllabus } from '../../content/syllabus/australia'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/australia-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: AustraliaSyllabusRoute,
})

function AustraliaSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
