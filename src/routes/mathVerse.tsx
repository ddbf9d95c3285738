import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/mathVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.mathverse),
  head: headFromLoader,
  component: mathVerseRoute,
})

function mathVerseRoute() {
  return <WorldPage world={worldByKey.mathverse} />
}
