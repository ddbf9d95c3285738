import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/curriculum'
import { InfoPage } from '../views/info/info-page'
import { TopicFinder } from '../views/tools/topic-finder'

export const Route = createFileRoute('/curriculum')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: CurriculumRoute,
})

function CurriculumRoute() {
  return <InfoPage page={page} art="globe-eligibility" after={{ curricula: <TopicFinder /> }} />
}
