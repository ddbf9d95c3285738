import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/SpaceVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.spaceverse),
  head: headFromLoader,
  component: SpaceVerseRoute,
})

function SpaceVerseRoute() {
  return <WorldPage world={worldByKey.spaceverse} />
}
