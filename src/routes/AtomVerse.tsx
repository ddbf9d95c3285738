import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/AtomVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.atomverse),
  head: headFromLoader,
  component: AtomVerseRoute,
})

function AtomVerseRoute() {
  return <WorldPage world={worldByKey.atomverse} />
}
