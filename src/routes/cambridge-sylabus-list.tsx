import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/cambridge-syllabus'
import { syllabus } from '../../content/syllabus/cambridge'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/cambridge-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: CambridgeSyllabusRoute,
})

function CambridgeSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
