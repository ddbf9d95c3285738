import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/cambridge-syllabus'
import { syllabus } from '../../content/syllabus/cambridge'
import { SyllabusPage } from '../views/syllabus/syllabus-page'

export const Route = createFileRoute('/cambridge-sylabus-list')({
  staticData: { theme: 'syllabus' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: CambridgeSyllabusRoute,
})

function CambridgeSyllabusRoute() {
  return <SyllabusPage page={page} syllabus={syllabus} />
}
