import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/curriculum'
import { InfoPage } from '../views/info/info-page'
import { TopicFinder } from '../views/tools/topic-finder'

export const Route = createFileRoute('/curriculum')({
  staticData: { theme: 'info' },
  component: CurriculumRoute,
})

function CurriculumRoute() {
  return <InfoPage page={page} art="globe-eligibility" after={{ curricula: <TopicFinder /> }} />
}
