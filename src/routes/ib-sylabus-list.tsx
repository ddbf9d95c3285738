import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/ib-syllabus'
import { syllabus } from '../../content/syllabus/ib'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/ib-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: IbSyllabusRoute,
})

function IbSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
