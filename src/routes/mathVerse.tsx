import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/mathVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.mathverse) }),
  head: headFromLoader,
  component: mathVerseRoute,
})

function mathVerseRoute() {
  return <WorldPage world={worldByKey.mathverse} />
}
