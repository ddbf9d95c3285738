import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/uk-syllabus'
import { syllabus } from '../../content/syllabus/uk'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/uk-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: UkSyllabusRoute,
})

function UkSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
